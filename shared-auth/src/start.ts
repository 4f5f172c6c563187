import { mayHaveSession } from './session-hint';
import { SIGNED_OUT, useSession } from './session-store';
import { configureSupabase, loadSupabase, type SupabaseConfig } from './supabase';

/**
 * Start-up of the page's auth: with a possible session, supabase-js loads now and the store
 * follows it (status `loading` until its INITIAL_SESSION); without one the visitor is
 * signed out at once and supabase-js waits for the first page or action that needs it.
 */
export function startSupabase(
  config: SupabaseConfig,
  storage: Pick<Storage, 'length' | 'key'> = globalThis.localStorage,
  url: URL = new URL(globalThis.location.href),
): void {
  configureSupabase(config);
  if (mayHaveSession(storage, url)) {
    loadSupabase().catch((error: unknown) =>
      console.error('[csan] supabase-js failed to load:', error),
    );
    return;
  }
  useSession.setState(SIGNED_OUT);
}
