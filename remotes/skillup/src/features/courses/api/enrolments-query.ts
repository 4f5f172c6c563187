import { unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { skillupDb } from '../../../api/db';
import { skillupKeys } from '../../../api/keys';
import type { Course } from '../../../api/types';

export type Enrolment = {
  course_id: string;
  enrolled_at: string;
  completed_at: string | null;
  last_lesson_id: string | null;
  course: Pick<Course, 'id' | 'slug' | 'title' | 'language'> | undefined;
};

/** The learner's own enrolments (RLS: own rows), newest first, with their courses. */
export async function fetchEnrolments(): Promise<Enrolment[]> {
  const db = await skillupDb();
  const rows = unwrap(
    await db
      .from('skillup_enrolments')
      .select('course_id, enrolled_at, completed_at, last_lesson_id')
      .order('enrolled_at', { ascending: false }),
  ) as Omit<Enrolment, 'course'>[];
  if (rows.length === 0) return [];
  const courses = unwrap(
    await db
      .from('skillup_courses')
      .select('id, slug, title, language')
      .in(
        'id',
        rows.map((r) => r.course_id),
      ),
  ) as Enrolment['course'][];
  return rows.map((r) => ({ ...r, course: courses.find((c) => c?.id === r.course_id) }));
}

export function useEnrolmentsQuery() {
  return useQuery({ queryKey: skillupKeys.enrolments(), queryFn: fetchEnrolments });
}
