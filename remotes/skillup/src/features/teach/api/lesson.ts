import { unwrap } from '@csan/shared-auth';
import { skillupDb } from '../../../api/db';

export type EditableLesson = {
  id: string;
  course_id: string;
  title: string;
  estimated_minutes: number;
  body_html: string;
  video_url: string | null;
  attachment_url: string | null;
};

export type LessonFields = Omit<EditableLesson, 'id' | 'course_id'>;

/** The lesson and its body (readable by the course's editors), or null. */
export async function fetchEditableLesson(lessonId: string): Promise<EditableLesson | null> {
  const db = await skillupDb();
  const [lesson, content] = await Promise.all([
    db
      .from('skillup_lessons')
      .select('id, course_id, title, estimated_minutes')
      .eq('id', lessonId)
      .maybeSingle(),
    db
      .from('skillup_lesson_content')
      .select('body_html, video_url, attachment_url')
      .eq('lesson_id', lessonId)
      .maybeSingle(),
  ]);
  const row = unwrap(lesson);
  if (!row) return null;
  const body = unwrap(content);
  return {
    ...row,
    body_html: body?.body_html ?? '',
    video_url: body?.video_url ?? null,
    attachment_url: body?.attachment_url ?? null,
  };
}

/**
 * Saves the outline row, then the body: an update, or an insert when the lesson has none yet
 * (one written in SQL). Not an upsert: that would also update `lesson_id`, which clients may
 * not write.
 */
export async function saveLesson(lessonId: string, fields: LessonFields): Promise<void> {
  const db = await skillupDb();
  unwrap(
    await db
      .from('skillup_lessons')
      .update({ title: fields.title, estimated_minutes: fields.estimated_minutes })
      .eq('id', lessonId),
  );
  const body = {
    body_html: fields.body_html,
    video_url: fields.video_url,
    attachment_url: fields.attachment_url,
  };
  const updated = unwrap(
    await db
      .from('skillup_lesson_content')
      .update(body)
      .eq('lesson_id', lessonId)
      .select('lesson_id'),
  );
  if (updated.length === 0) {
    unwrap(await db.from('skillup_lesson_content').insert({ lesson_id: lessonId, ...body }));
  }
}
