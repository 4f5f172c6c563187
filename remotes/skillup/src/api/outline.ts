import { unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNetworkFailure } from '../lib/offline/network-error';
import { readSavedCourse } from '../lib/offline/saved-courses';
import { skillupDb } from './db';
import { skillupKeys } from './keys';
import type { Course, CourseModule, CourseOutline, Exam, Lesson } from './types';

const COURSE_COLUMNS =
  'id, slug, title, summary, level, language, estimated_hours, cpe_hours, cover_url, status';

/** One course by slug with its modules, lessons and exams in order; null when there is none. */
export async function fetchOutline(slug: string): Promise<CourseOutline | null> {
  const db = await skillupDb();
  const course = unwrap(
    await db.from('skillup_courses').select(COURSE_COLUMNS).eq('slug', slug).maybeSingle(),
  ) as Course | null;
  if (!course) return null;
  const [modules, lessons, exams] = await Promise.all([
    db
      .from('skillup_modules')
      .select('id, position, title')
      .eq('course_id', course.id)
      .order('position'),
    db
      .from('skillup_lessons')
      .select('id, module_id, position, title, estimated_minutes')
      .eq('course_id', course.id)
      .order('position'),
    db
      .from('skillup_exams')
      .select(
        'id, module_id, title, draw_count, time_limit_minutes, pass_mark_percent, max_attempts',
      )
      .eq('course_id', course.id),
  ]);
  const lessonRows = unwrap(lessons) as Lesson[];
  const moduleRows = (unwrap(modules) as Omit<CourseModule, 'lessons'>[]).map((m) => ({
    ...m,
    lessons: lessonRows.filter((l) => l.module_id === m.id),
  }));
  return {
    ...course,
    estimated_hours: Number(course.estimated_hours),
    cpe_hours: Number(course.cpe_hours),
    modules: moduleRows,
    exams: unwrap(exams) as Exam[],
  };
}

/** The outline from the network, or from the course's offline copy when there is none. */
export async function outlineOnlineOrSaved(slug: string): Promise<CourseOutline | null> {
  try {
    return await fetchOutline(slug);
  } catch (error) {
    const saved = isNetworkFailure(error) ? await readSavedCourse(slug) : null;
    if (saved) return saved.outline;
    throw error;
  }
}

export const outlineQuery = (slug: string) =>
  queryOptions({
    queryKey: skillupKeys.outline(slug),
    queryFn: () => outlineOnlineOrSaved(slug),
    // The function reads the saved copy itself when offline: never paused by react-query.
    networkMode: 'always',
  });

export function useOutlineQuery(slug: string) {
  return useQuery(outlineQuery(slug));
}

/** The lessons of an outline in reading order (module by module). */
export const lessonsInOrder = (outline: CourseOutline): Lesson[] =>
  outline.modules.flatMap((m) => m.lessons);
