import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '../../../api/keys';
import { supabaseClient } from '../../../lib/client';
import { AdminWriteError, functionErrorMessage } from '../../../lib/function-error';

const answer = z.object({ ok: z.literal(true), removed: z.number().int() });

/**
 * A lost device: remove-mfa-factors removes every authenticator of the member with the
 * service role (the browser never writes the auth schema); admins at aal2, audited.
 */
export async function removeMfaFactors(input: {
  userId: string;
  supportRequestId: string;
}): Promise<number> {
  const client = await supabaseClient();
  const { data, error } = await client.functions.invoke('remove-mfa-factors', { body: input });
  if (error) throw new AdminWriteError(await functionErrorMessage(error));
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new AdminWriteError(null);
  return parsed.data.removed;
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
