import { unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { skillupDb } from '../../../api/db';
import { skillupKeys } from '../../../api/keys';
import type { LessonContent } from '../../../api/types';
import { isNetworkFailure } from '../../../lib/offline/network-error';
import { readSavedCourse } from '../../../lib/offline/saved-courses';

const CONTENT_COLUMNS = 'lesson_id, body_html, video_url, attachment_url, size_bytes';

/** The bodies of these lessons (RLS: only an enrolled learner or an editor reads them). */
export async function fetchLessonContents(lessonIds: readonly string[]): Promise<LessonContent[]> {
  if (lessonIds.length === 0) return [];
  const db = await skillupDb();
  return unwrap(
    await db
      .from('skillup_lesson_content')
      .select(CONTENT_COLUMNS)
      .in('lesson_id', [...lessonIds]),
  ) as LessonContent[];
}

export type LessonBody = { content: LessonContent | null; fromCopy: boolean; saved: boolean };

/** One lesson's body: from the network, or offline from the course's saved copy. */
async function lessonBody(slug: string, lessonId: string): Promise<LessonBody> {
  const saved = await readSavedCourse(slug).catch(() => null);
  try {
    const [content] = await fetchLessonContents([lessonId]);
    return { content: content ?? null, fromCopy: false, saved: Boolean(saved) };
  } catch (error) {
    const copy = isNetworkFailure(error) ? saved?.contents[lessonId] : undefined;
    if (!copy) throw error;
    return { content: copy, fromCopy: true, saved: true };
  }
}

export function useLessonBody(slug: string, lessonId: string) {
  return useQuery({
    queryKey: skillupKeys.lesson(lessonId),
    queryFn: () => lessonBody(slug, lessonId),
    networkMode: 'always',
  });
}
