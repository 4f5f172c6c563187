import { loadSupabase, refreshAccess, reportError } from '@csan/shared-auth';

/**
 * After MFA changes, the header, banner and guards must see it at once: a token refresh gives
 * the new `aal` claim (unenrolling drops to aal1 only then), and refreshAccess() re-reads
 * profile, factors and the deadline into the shared session store. Failures only cost a stale
 * banner until the next auth change, so they are logged, not shown.
 */
export async function refreshViewerAccess(): Promise<void> {
  try {
    const client = await loadSupabase();
    await client.auth.refreshSession();
    await refreshAccess();
  } catch (error) {
    reportError(error, { remote: 'member_area', action: 'access refresh' });
  }
}

/** After a profile save: the header shows the member's name from the shared store. */
export async function refreshViewerProfile(): Promise<void> {
  try {
    await refreshAccess();
  } catch (error) {
    reportError(error, { remote: 'member_area', action: 'access refresh' });
  }
}
