import { supabaseClient } from '../lib/client';

/**
 * The invited address of a valid (unused, unexpired) token, or null. Clients cannot read
 * invitation_tokens; get_invitation reveals one token's e-mail at a time.
 */
export async function fetchInvitation(token: string): Promise<string | null> {
  const client = await supabaseClient();
  const { data, error } = await client.rpc('get_invitation', { invitation_token: token });
  if (error) throw error;
  const rows = Array.isArray(data) ? (data as Array<{ email?: unknown }>) : [];
  const email = rows[0]?.email;
  return typeof email === 'string' ? email : null;
}

/** Marks the token used as sign-up starts; false when it is no longer valid. */
export async function startInvitationSignup(token: string): Promise<boolean> {
  const client = await supabaseClient();
  const { data, error } = await client.rpc('start_invitation_signup', {
    invitation_token: token,
  });
  if (error) throw error;
  return data === true;
}
