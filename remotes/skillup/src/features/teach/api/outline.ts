import { unwrap } from '@csan/shared-auth';
import { skillupDb } from '../../../api/db';

export type EditorLesson = { id: string; module_id: string; position: number; title: string };
export type EditorExam = { id: string; module_id: string | null; title: string };
export type EditorModule = {
  id: string;
  position: number;
  title: string;
  lessons: EditorLesson[];
  quiz: EditorExam | null;
};
export type EditorOutline = { modules: EditorModule[]; finalExam: EditorExam | null };

/** The course's modules (with their lessons and quiz) and its final exam, in order. */
export async function fetchEditorOutline(courseId: string): Promise<EditorOutline> {
  const db = await skillupDb();
  const [modules, lessons, exams] = await Promise.all([
    db
      .from('skillup_modules')
      .select('id, position, title')
      .eq('course_id', courseId)
      .order('position'),
    db
      .from('skillup_lessons')
      .select('id, module_id, position, title')
      .eq('course_id', courseId)
      .order('position'),
    db.from('skillup_exams').select('id, module_id, title').eq('course_id', courseId),
  ]);
  const lessonRows = unwrap(lessons) as EditorLesson[];
  const examRows = unwrap(exams) as EditorExam[];
  return {
    modules: (unwrap(modules) as Omit<EditorModule, 'lessons' | 'quiz'>[]).map((m) => ({
      ...m,
      lessons: lessonRows.filter((l) => l.module_id === m.id),
      quiz: examRows.find((e) => e.module_id === m.id) ?? null,
    })),
    finalExam: examRows.find((e) => e.module_id === null) ?? null,
  };
}

const nextPosition = (items: readonly { position: number }[]) =>
  items.reduce((max, item) => Math.max(max, item.position), 0) + 1;

export async function addModule(courseId: string, outline: EditorOutline, title: string) {
  const db = await skillupDb();
  unwrap(
    await db
      .from('skillup_modules')
      .insert({ course_id: courseId, position: nextPosition(outline.modules), title }),
  );
}

export async function renameModule(moduleId: string, title: string) {
  const db = await skillupDb();
  unwrap(await db.from('skillup_modules').update({ title }).eq('id', moduleId));
}

/** Deletes a module with its lessons and quiz (the foreign keys cascade). */
export async function deleteModule(moduleId: string) {
  const db = await skillupDb();
  unwrap(await db.from('skillup_modules').delete().eq('id', moduleId));
}

/** A new lesson at the end of its module, with an empty body; answers its id. */
export async function addLesson(module: EditorModule, title: string): Promise<string> {
  const db = await skillupDb();
  const row = unwrap(
    await db
      .from('skillup_lessons')
      // course_id is the trigger's (copied from the module) and not granted to clients; the
      // generated type still lists it as required.
      .insert({ module_id: module.id, position: nextPosition(module.lessons), title } as {
        module_id: string;
        position: number;
        title: string;
        course_id: string;
      })
      .select('id')
      .single(),
  ) as { id: string };
  unwrap(await db.from('skillup_lesson_content').insert({ lesson_id: row.id, body_html: '' }));
  return row.id;
}

export async function deleteLesson(lessonId: string) {
  const db = await skillupDb();
  unwrap(await db.from('skillup_lessons').delete().eq('id', lessonId));
}

/**
 * A module's quiz (moduleId) or the course's final exam (null), with the settings the editor
 * then adjusts; answers its id.
 */
export async function addExam(
  courseId: string,
  moduleId: string | null,
  title: string,
): Promise<string> {
  const db = await skillupDb();
  const row = unwrap(
    await db
      .from('skillup_exams')
      .insert({
        course_id: courseId,
        module_id: moduleId,
        title,
        draw_count: 1,
        time_limit_minutes: moduleId ? 10 : 30,
        pass_mark_percent: 70,
        max_attempts: 3,
        retry_wait_hours: moduleId ? 1 : 24,
      })
      .select('id')
      .single(),
  ) as { id: string };
  return row.id;
}
