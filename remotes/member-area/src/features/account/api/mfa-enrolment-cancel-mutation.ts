import { loadSupabase, reportError } from '@csan/shared-auth';

/** Cancelling the dialog: the pending factor goes (unverified factors need no aal2). */
export async function cancelTotpEnrolment(factorId: string): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) reportError(error, { remote: 'member_area', action: 'pending factor not removed' });
}
