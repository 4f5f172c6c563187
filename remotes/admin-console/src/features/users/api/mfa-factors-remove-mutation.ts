import { invokeFunction } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '../../../api/keys';

const answer = z.object({ ok: z.literal(true), removed: z.number().int() });

/**
 * A lost device: remove-mfa-factors removes every authenticator of the member with the
 * service role (the browser never writes the auth schema); admins at aal2, audited.
 */
export async function removeMfaFactors(input: {
  userId: string;
  supportRequestId: string;
}): Promise<number> {
  const { removed } = await invokeFunction('remove-mfa-factors', {
    body: input,
    parse: (data) => answer.parse(data),
  });
  return removed;
}

/** Removes, then reads the requests and the users again (both show the member's MFA). */
export function useMfaFactorsRemoveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMfaFactors,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.mfaSupport() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
      ]),
  });
}
