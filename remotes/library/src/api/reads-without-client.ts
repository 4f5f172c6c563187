import { getSupabase, useSession } from '@csan/shared-auth';

/**
 * Whether this remote's public reads go through readPublic (PostgREST as `anon`, no
 * supabase-js): the visitor is signed out and supabase-js is not loaded. The shell does not
 * load it with the library's pages for a signed-out visitor (routes.ts:
 * `readsPublicWhenSignedOut`), so a first visit to /resources costs 53 KB less. Once it is
 * loaded (a download, a sign-in) reads use it; a signed-out read is `anon` either way, so the
 * rows are the same — RLS decides, not this.
 */
export function readsWithoutClient(): boolean {
  if (useSession.getState().status !== 'signed-out') return false;
  try {
    getSupabase();
    return false;
  } catch {
    return true;
  }
}
