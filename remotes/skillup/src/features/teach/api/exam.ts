import { unwrap } from '@csan/shared-auth';
import { skillupDb } from '../../../api/db';
import type { QuestionKind } from '../lib/question-rules';

export type ExamSettings = {
  title: string;
  draw_count: number;
  time_limit_minutes: number;
  pass_mark_percent: number;
  max_attempts: number;
  retry_wait_hours: number;
};
export type BankOption = { id?: string; label: string; is_correct: boolean };
export type BankQuestion = {
  id: string;
  kind: QuestionKind;
  prompt: string;
  position: number;
  options: (BankOption & { id: string })[];
};
export type EditableExam = ExamSettings & {
  id: string;
  course_id: string;
  module_id: string | null;
  questions: BankQuestion[];
};

/**
 * The exam's settings and its bank with the correct options. Only the course's editors can
 * read the bank (RLS): this page is the one place correct answers reach a browser before an
 * attempt is submitted.
 */
export async function fetchEditableExam(examId: string): Promise<EditableExam | null> {
  const db = await skillupDb();
  const exam = unwrap(
    await db
      .from('skillup_exams')
      .select(
        'id, course_id, module_id, title, draw_count, time_limit_minutes, pass_mark_percent, max_attempts, retry_wait_hours',
      )
      .eq('id', examId)
      .maybeSingle(),
  );
  if (!exam) return null;
  const questions = unwrap(
    await db
      .from('skillup_questions')
      .select(
        'id, kind, prompt, position, options:skillup_question_options(id, label, is_correct, position)',
      )
      .eq('exam_id', examId)
      .order('position'),
  ) as unknown as (Omit<BankQuestion, 'options'> & {
    options: (BankOption & { id: string; position: number })[];
  })[];
  return {
    ...exam,
    questions: questions.map((q) => ({
      ...q,
      options: [...q.options].sort((a, b) => a.position - b.position),
    })),
  };
}

export async function saveExamSettings(examId: string, settings: ExamSettings): Promise<void> {
  const db = await skillupDb();
  unwrap(await db.from('skillup_exams').update(settings).eq('id', examId));
}

export async function deleteExam(examId: string): Promise<void> {
  const db = await skillupDb();
  unwrap(await db.from('skillup_exams').delete().eq('id', examId));
}

/**
 * Saves a question and its options in one transaction (`skillup_save_question`, which checks
 * the shape again); `questionId` null adds one. Answers the question's id.
 */
export async function saveQuestion(
  examId: string,
  questionId: string | null,
  question: { kind: QuestionKind; prompt: string; options: BankOption[] },
): Promise<string> {
  const db = await skillupDb();
  return unwrap(
    await db.rpc('skillup_save_question', {
      p_exam_id: examId,
      // The generated type says string; null (a new question) is what the function expects.
      p_question_id: questionId as string,
      p_kind: question.kind,
      p_prompt: question.prompt,
      p_options: question.options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        label: o.label,
        is_correct: o.is_correct,
      })),
    }),
  );
}

export async function deleteQuestion(questionId: string): Promise<void> {
  const db = await skillupDb();
  unwrap(await db.from('skillup_questions').delete().eq('id', questionId));
}
