import { loadSupabase } from '@csan/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { shellKeys } from './keys';

/**
 * The invited address of a valid (unused, unexpired) token, or null. Clients cannot read
 * invitation_tokens; get_invitation reveals one token's e-mail at a time.
 */
export async function fetchInvitation(token: string): Promise<string | null> {
  const client = await loadSupabase();
  const { data, error } = await client.rpc('get_invitation', { invitation_token: token });
  if (error) throw error;
  return data[0]?.email ?? null;
}

/**
 * Checked once per token while the page is open: starting the sign-up marks the token used,
 * and the form must not turn into "invalid link" half-way through it.
 */
export const invitationDetailQuery = (token: string) =>
  queryOptions({
    queryKey: shellKeys.invitation(token),
    queryFn: () => fetchInvitation(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
