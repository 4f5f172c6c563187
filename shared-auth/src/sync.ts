import type { SupabaseClient } from '@supabase/supabase-js';
import { readAccess } from './access-loader';
import { applySession, SIGNED_OUT, useSession } from './session-store';

let syncedClient: SupabaseClient | null = null;
let generation = 0;

/**
 * Re-reads profile, admin role, factors, AAL and MFA deadline for the current user now. Call it
 * after enrolling or disabling MFA or changing the profile. Only the latest call's answer is
 * kept, and only while the same user is signed in.
 */
export async function refreshAccess(): Promise<void> {
  const client = syncedClient;
  const userId = useSession.getState().user?.id;
  generation += 1;
  const mine = generation;
  if (!client || !userId) {
    if (!userId && useSession.getState().status !== 'loading') useSession.setState(SIGNED_OUT);
    return;
  }
  const { aal, access } = await readAccess(client, userId);
  if (mine !== generation || useSession.getState().user?.id !== userId) return;
  useSession.setState({ aal, access });
}

/**
 * Feeds the store from supabase-js: every event (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED,
 * MFA_CHALLENGE_VERIFIED, USER_UPDATED, SIGNED_OUT…) carries the current session, and each one
 * re-reads the access information. The re-read is deferred with setTimeout because supabase-js
 * holds its auth lock while it runs this callback: awaiting another supabase call inside it
 * deadlocks (supabase docs, onAuthStateChange). Returns the unsubscribe function.
 */
export function syncSession(client: SupabaseClient): () => void {
  syncedClient = client;
  const { data } = client.auth.onAuthStateChange((_event, session) => {
    applySession(session);
    if (session) setTimeout(() => void refreshAccess(), 0);
    else generation += 1; // a read still running for the old user must not land
  });
  return () => {
    data.subscription.unsubscribe();
    if (syncedClient === client) syncedClient = null;
  };
}
