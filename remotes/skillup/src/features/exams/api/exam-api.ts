import { unwrap } from '@csan/shared-auth';
import { skillupDb } from '../../../api/db';
import type { Attempt, Exam, ExamStatus, ReviewItem, SubmitResult } from '../../../api/types';
import { isUuid } from '../../../lib/uuid';

export type ExamInfo = Exam & { course: { id: string; slug: string; title: string } | null };

/** The exam (readable as its course) with its course's slug and title; null when there is none. */
export async function fetchExam(examId: string): Promise<ExamInfo | null> {
  if (!isUuid(examId)) return null;
  const db = await skillupDb();
  const exam = unwrap(
    await db
      .from('skillup_exams')
      .select(
        'id, course_id, module_id, title, draw_count, time_limit_minutes, pass_mark_percent, max_attempts',
      )
      .eq('id', examId)
      .maybeSingle(),
  ) as (Exam & { course_id: string }) | null;
  if (!exam) return null;
  const course = unwrap(
    await db
      .from('skillup_courses')
      .select('id, slug, title')
      .eq('id', exam.course_id)
      .maybeSingle(),
  ) as ExamInfo['course'];
  return { ...exam, course };
}

export async function fetchExamStatus(examId: string): Promise<ExamStatus> {
  const db = await skillupDb();
  return unwrap(await db.rpc('skillup_exam_status', { p_exam_id: examId })) as ExamStatus;
}

/** Starts an attempt (or gets the open one back): the drawn questions, never their answers. */
export async function startAttempt(examId: string): Promise<Attempt> {
  const db = await skillupDb();
  return unwrap(await db.rpc('skillup_start_attempt', { p_exam_id: examId })) as Attempt;
}

export async function attemptQuestions(attemptId: string): Promise<Attempt> {
  const db = await skillupDb();
  const data = unwrap(
    await db.rpc('skillup_attempt_questions', { p_attempt_id: attemptId }),
  ) as Omit<Attempt, 'attempt_id'>;
  return { ...data, attempt_id: attemptId };
}

export async function saveAnswer(attemptId: string, questionId: string, optionIds: string[]) {
  const db = await skillupDb();
  unwrap(
    await db.rpc('skillup_save_answer', {
      p_attempt_id: attemptId,
      p_question_id: questionId,
      p_option_ids: optionIds,
    }),
  );
}

/** Submits (the answers saved first); `null` closes the attempt on what was saved in time. */
export async function submitAttempt(
  attemptId: string,
  answers: Record<string, string[]> | null,
): Promise<SubmitResult> {
  const db = await skillupDb();
  return unwrap(
    await db.rpc('skillup_submit_attempt', { p_attempt_id: attemptId, p_answers: answers }),
  ) as SubmitResult;
}

export async function attemptReview(attemptId: string): Promise<ReviewItem[]> {
  const db = await skillupDb();
  return unwrap(
    await db.rpc('skillup_attempt_review', { p_attempt_id: attemptId }),
  ) as ReviewItem[];
}
