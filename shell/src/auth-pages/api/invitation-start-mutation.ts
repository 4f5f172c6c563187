import { loadSupabase } from '@csan/shared-auth';

/**
 * Marks the token used as sign-up starts; false when it is no longer valid. The invitation
 * query is deliberately not invalidated: the sign-up in progress goes on with this token.
 */
export async function startInvitationSignup(token: string): Promise<boolean> {
  const client = await loadSupabase();
  const { data, error } = await client.rpc('start_invitation_signup', {
    invitation_token: token,
  });
  if (error) throw error;
  return data === true;
}
