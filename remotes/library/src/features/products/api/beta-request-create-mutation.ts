import { loadSupabase } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryKeys } from '../../../api/keys';

export type BetaRequest = { userId: string; toolId: string; toolTitle: string };
export type BetaAnswer = { alreadyRequested: boolean };

/**
 * Asks request-tool-beta-access, which records the request as the member and e-mails the
 * team. Any failure (signed out, locked, mail refused) is thrown for the page to show.
 */
export async function requestBetaAccess({ toolId, toolTitle }: BetaRequest): Promise<BetaAnswer> {
  const client = await loadSupabase();
  const { data, error } = await client.functions.invoke<{ alreadyRequested?: boolean }>(
    'request-tool-beta-access',
    { body: { toolId, toolTitle } },
  );
  if (error) throw error;
  return { alreadyRequested: data?.alreadyRequested === true };
}

/** Refreshes the member's requests, so the tool's button turns to 'Beta access requested'. */
export function useBetaRequestCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBetaAccess,
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: libraryKeys.betaRequests(request.userId) }),
  });
}
