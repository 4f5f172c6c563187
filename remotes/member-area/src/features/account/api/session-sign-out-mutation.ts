import { loadSupabase, reportError } from '@csan/shared-auth';

/**
 * Forgets the session in this browser only. Used when the server has already ended it (an MFA
 * refusal logs the user out everywhere): supabase-js drops the stored session even though the
 * server answers that it no longer knows it, and the route guard then sends the user to /login.
 */
export async function signOutLocally(): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.auth.signOut({ scope: 'local' });
  if (error) reportError(error, { remote: 'member_area', action: 'local sign-out' });
}
