import { unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillupDb } from '../../../api/db';
import { skillupKeys } from '../../../api/keys';

/** Enrols the learner (idempotent in the database; prerequisites are checked there). */
export function useEnrolMutation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const db = await skillupDb();
      return unwrap(await db.rpc('skillup_enrol', { p_course_id: courseId }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: skillupKeys.all }),
  });
}
