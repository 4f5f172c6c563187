import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Answer, type AnswerChange, saveAnswer } from '../../api/answers';
import { toolsKeys } from '../../api/keys';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; error: unknown };

/**
 * Saves one answer's change as soon as it is made (a level on change, the note on blur) and
 * says so: saving → saved, or failed with the reason. The saved row replaces the cached one, so
 * the status the database set shows at once; scores and history reload when next opened.
 */
export function useAutosave(assessmentId: string, code: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const mutation = useMutation({
    mutationFn: (change: AnswerChange) => saveAnswer(assessmentId, code, change),
    onMutate: () => setState({ kind: 'saving' }),
    onSuccess: (row) => {
      queryClient.setQueryData<Answer[]>(toolsKeys.answers(assessmentId), (rows) =>
        rows?.map((r) => (r.item_code === row.item_code ? row : r)),
      );
      setState({ kind: 'saved' });
      void queryClient.invalidateQueries({
        queryKey: toolsKeys.one(assessmentId),
        predicate: (q) => q.queryKey[3] !== 'answers' && q.queryKey.length > 3,
      });
    },
    onError: (error) => setState({ kind: 'failed', error }),
  });
  return { state, save: (change: AnswerChange) => mutation.mutate(change) };
}
