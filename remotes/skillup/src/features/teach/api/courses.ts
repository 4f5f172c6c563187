import { unwrap } from '@csan/shared-auth';
import { skillupDb } from '../../../api/db';
import type { ContentLanguage, Level } from '../../../api/types';

/** A course as its editor sees it: every column the authoring page writes. */
export type EditableCourse = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  level: Level;
  language: ContentLanguage;
  estimated_hours: number;
  cpe_hours: number;
  cover_url: string | null;
  certificate_valid_months: number | null;
  status: 'draft' | 'published';
  author_id: string | null;
  updated_at: string;
};

export type CourseFields = Omit<EditableCourse, 'id' | 'status' | 'author_id' | 'updated_at'>;

const COLUMNS =
  'id, slug, title, summary, level, language, estimated_hours, cpe_hours, cover_url, certificate_valid_months, status, author_id, updated_at';

const numbers = (row: EditableCourse): EditableCourse => ({
  ...row,
  estimated_hours: Number(row.estimated_hours),
  cpe_hours: Number(row.cpe_hours),
});

/**
 * The courses the caller edits, drafts first: an admin all of them, an instructor those they
 * wrote (RLS also shows everyone's published courses, hence the author filter).
 */
export async function fetchMyCourses(userId: string, isAdmin: boolean): Promise<EditableCourse[]> {
  const db = await skillupDb();
  let query = db.from('skillup_courses').select(COLUMNS);
  if (!isAdmin) query = query.eq('author_id', userId);
  const rows = unwrap(await query.order('status').order('updated_at', { ascending: false }));
  return (rows as EditableCourse[]).map(numbers);
}

/** One course by id, or null when there is none the caller may read. */
export async function fetchEditableCourse(courseId: string): Promise<EditableCourse | null> {
  const db = await skillupDb();
  const row = unwrap(
    await db.from('skillup_courses').select(COLUMNS).eq('id', courseId).maybeSingle(),
  );
  return row ? numbers(row as EditableCourse) : null;
}

/**
 * Whether the caller edits the course (`skillup_is_editor`: an admin, or its instructor). A
 * published course is readable by everyone, so reading it says nothing about editing it.
 */
export async function isCourseEditor(courseId: string): Promise<boolean> {
  const db = await skillupDb();
  return unwrap(await db.rpc('skillup_is_editor', { p_course_id: courseId })) === true;
}

/** A new draft: the database makes the caller its author (trigger) and refuses non-editors. */
export async function createCourse(fields: { title: string; slug: string }): Promise<string> {
  const db = await skillupDb();
  const row = unwrap(await db.from('skillup_courses').insert(fields).select('id').single()) as {
    id: string;
  };
  return row.id;
}

/** Saves the course's fields; zero rows changed means RLS refused (someone else's course). */
export async function updateCourse(
  courseId: string,
  fields: Partial<CourseFields> & { status?: 'draft' | 'published' },
): Promise<EditableCourse> {
  const db = await skillupDb();
  const row = unwrap(
    await db.from('skillup_courses').update(fields).eq('id', courseId).select(COLUMNS).single(),
  );
  return numbers(row as EditableCourse);
}

export async function deleteCourse(courseId: string): Promise<void> {
  const db = await skillupDb();
  unwrap(await db.from('skillup_courses').delete().eq('id', courseId));
}

/** Published courses other than this one (candidates for prerequisites), and the chosen ids. */
export async function fetchPrerequisites(
  courseId: string,
): Promise<{ options: { id: string; title: string }[]; chosen: string[] }> {
  const db = await skillupDb();
  const [options, chosen] = await Promise.all([
    db
      .from('skillup_courses')
      .select('id, title')
      .eq('status', 'published')
      .neq('id', courseId)
      .order('title'),
    db.from('skillup_course_prerequisites').select('prerequisite_id').eq('course_id', courseId),
  ]);
  return {
    options: unwrap(options) as { id: string; title: string }[],
    chosen: (unwrap(chosen) as { prerequisite_id: string }[]).map((r) => r.prerequisite_id),
  };
}

export async function setPrerequisite(courseId: string, prerequisiteId: string, on: boolean) {
  const db = await skillupDb();
  const table = db.from('skillup_course_prerequisites');
  unwrap(
    on
      ? await table.insert({ course_id: courseId, prerequisite_id: prerequisiteId })
      : await table.delete().eq('course_id', courseId).eq('prerequisite_id', prerequisiteId),
  );
}
