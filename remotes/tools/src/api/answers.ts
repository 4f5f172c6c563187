import { loadSupabase, type Tables, type TablesUpdate, unwrap } from '@csan/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { toolsKeys } from './keys';

export type Answer = Tables<'tools_answers'>;
export type AnswerChange = Pick<
  TablesUpdate<'tools_answers'>,
  'current_level' | 'target_level' | 'note' | 'owner_id'
>;

export const answersQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.answers(id),
    queryFn: async (): Promise<Answer[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client.from('tools_answers').select('*').eq('assessment_id', id).order('item_code'),
      );
    },
  });

/** Autosave: one field of one answer; the database sets status, who and when. */
export async function saveAnswer(id: string, code: string, change: AnswerChange): Promise<Answer> {
  const client = await loadSupabase();
  return unwrap(
    await client
      .from('tools_answers')
      .update(change)
      .eq('assessment_id', id)
      .eq('item_code', code)
      .select('*')
      .single(),
  );
}

export async function validateAnswer(id: string, code: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('tools_validate_answer', { p_assessment_id: id, p_item_code: code }));
}

export async function sendBackAnswer(id: string, code: string, comment: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(
    await client.rpc('tools_send_back_answer', {
      p_assessment_id: id,
      p_item_code: code,
      p_comment: comment,
    }),
  );
}
