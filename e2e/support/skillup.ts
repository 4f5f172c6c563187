import { serviceClient } from './backend';

/** The seeded SkillUp demo data (docs/areas/skillup-data.md, "Seed"). */
export const SKILLUP_SEED = {
  courseSlug: 'foundations-of-incident-response',
  courseTitle: 'Foundations of Incident Response',
  courseId: '00000000-0000-4000-8900-000000000001',
  lessons: [
    '00000000-0000-4000-8900-000000000201',
    '00000000-0000-4000-8900-000000000202',
    '00000000-0000-4000-8900-000000000203',
    '00000000-0000-4000-8900-000000000204',
  ],
  finalExam: '00000000-0000-4000-8900-000000000302',
  /** Module 1's quiz: four questions. */
  quiz: '00000000-0000-4000-8900-000000000301',
  modules: ['Preparing for incidents', 'Detection, containment and recovery'],
  /** The demo instructor (supabase/seed.sql): author of the course, no TOTP factor. */
  instructorEmail: 'instructor@csan.test',
} as const;

/**
 * The correct option ids of every question in the bank, read with the service role (RLS keeps
 * the bank from learners: a journey that must pass an exam reads it here, never as the learner).
 */
export async function correctOptionIds(): Promise<Set<string>> {
  const service = await serviceClient();
  const { data, error } = await service
    .from('skillup_question_options')
    .select('id, is_correct')
    .eq('is_correct', true);
  if (error) throw new Error(`question bank: ${error.message}`);
  return new Set((data ?? []).map((row) => String(row.id)));
}

/** A lesson's body as the database holds it (service role). */
export async function lessonHtml(lessonId: string): Promise<string> {
  const service = await serviceClient();
  const { data, error } = await service
    .from('skillup_lesson_content')
    .select('body_html')
    .eq('lesson_id', lessonId)
    .single();
  if (error) throw new Error(`lesson ${lessonId}: ${error.message}`);
  return String(data.body_html);
}

/** The learner's completions of a lesson as the server holds them (service role). */
export async function completionsOf(userId: string, lessonId: string): Promise<number> {
  const service = await serviceClient();
  const { count, error } = await service
    .from('skillup_lesson_completions')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('lesson_id', lessonId);
  if (error) throw new Error(`completions: ${error.message}`);
  return count ?? 0;
}

/** Gives a member the `instructor` role (as an admin would; service role). */
export async function grantInstructor(userId: string): Promise<void> {
  const service = await serviceClient();
  const { error } = await service
    .from('user_roles')
    .insert({ user_id: userId, role: 'instructor' });
  if (error) throw new Error(`instructor role: ${error.message}`);
}

/** A course's question bank as the database holds it: each prompt with its options (service role). */
export async function questionBankOf(
  courseSlug: string,
): Promise<{ prompt: string; kind: string; options: { label: string; is_correct: boolean }[] }[]> {
  const service = await serviceClient();
  const course = await service.from('skillup_courses').select('id').eq('slug', courseSlug).single();
  if (course.error) throw new Error(`course ${courseSlug}: ${course.error.message}`);
  const exams = await service.from('skillup_exams').select('id').eq('course_id', course.data.id);
  if (exams.error) throw new Error(`exams of ${courseSlug}: ${exams.error.message}`);
  const { data, error } = await service
    .from('skillup_questions')
    .select('prompt, kind, options:skillup_question_options(label, is_correct)')
    .in(
      'exam_id',
      (exams.data ?? []).map((e) => e.id),
    );
  if (error) throw new Error(`question bank of ${courseSlug}: ${error.message}`);
  return (data ?? []).map((q) => ({ prompt: q.prompt, kind: q.kind, options: q.options }));
}
