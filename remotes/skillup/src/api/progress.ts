import { unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingCompletions } from '../lib/offline/completion-queue';
import { isNetworkFailure } from '../lib/offline/network-error';
import { readSavedCourse } from '../lib/offline/saved-courses';
import { skillupDb } from './db';
import { skillupKeys } from './keys';
import type { CourseProgress } from './types';

/** The learner's progress in a course and the lessons done (server's word, plus the queue). */
export type Progress = CourseProgress & { completedLessonIds: string[]; fromCopy: boolean };

async function fetchProgress(courseId: string): Promise<Omit<Progress, 'fromCopy'>> {
  const db = await skillupDb();
  const [summary, done] = await Promise.all([
    db.rpc('skillup_course_progress', { p_course_id: courseId }),
    db.from('skillup_lesson_completions').select('lesson_id').eq('course_id', courseId),
  ]);
  return {
    ...(unwrap(summary) as CourseProgress),
    completedLessonIds: (unwrap(done) as { lesson_id: string }[]).map((r) => r.lesson_id),
  };
}

/**
 * Progress from the server; offline, from the course's saved copy. Either way the lessons
 * completed offline and still waiting to be sent count as done, so the page agrees with what
 * the learner did.
 */
export async function progressOf(courseId: string, slug: string): Promise<Progress> {
  let base: Omit<Progress, 'fromCopy'>;
  let fromCopy = false;
  try {
    base = await fetchProgress(courseId);
  } catch (error) {
    const saved = isNetworkFailure(error) ? await readSavedCourse(slug) : null;
    if (!saved) throw error;
    fromCopy = true;
    const total = saved.outline.modules.reduce((n, m) => n + m.lessons.length, 0);
    base = {
      enrolled: true,
      completed_lessons: saved.completedLessonIds.length,
      total_lessons: total,
      progress_percent: 0,
      final_exam_id: saved.outline.exams.find((e) => e.module_id === null)?.id ?? null,
      final_exam_passed: false,
      completed_at: null,
      certificate_code: null,
      next_lesson_id: null,
      completedLessonIds: saved.completedLessonIds,
    };
  }
  const waiting = pendingCompletions()
    .filter((p) => p.courseId === courseId)
    .map((p) => p.lessonId);
  const ids = [...new Set([...base.completedLessonIds, ...waiting])];
  const percent =
    base.total_lessons > 0 && (fromCopy || ids.length !== base.completedLessonIds.length)
      ? Math.round((100 * ids.length) / base.total_lessons)
      : base.progress_percent;
  return {
    ...base,
    completedLessonIds: ids,
    completed_lessons: Math.max(base.completed_lessons, ids.length),
    progress_percent: percent,
    fromCopy,
  };
}

export const progressQuery = (courseId: string, slug: string) =>
  queryOptions({
    queryKey: skillupKeys.progress(courseId),
    queryFn: () => progressOf(courseId, slug),
    networkMode: 'always',
  });

export function useProgressQuery(courseId: string | undefined, slug: string) {
  return useQuery({ ...progressQuery(courseId ?? '', slug), enabled: Boolean(courseId) });
}
