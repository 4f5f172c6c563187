import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

type SessionState = {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
};

/**
 * The page's one session store. It lives in shared-auth (a shared singleton) because a store
 * defined inside each remote would be created once per remote (module-federation core#4283).
 * The auth issue extends it with profile and access information.
 */
export const useSession = create<SessionState>(() => ({
  status: 'loading',
  session: null,
  user: null,
}));

function apply(session: Session | null) {
  useSession.setState({
    status: session ? 'signed-in' : 'signed-out',
    session,
    user: session?.user ?? null,
  });
}

/**
 * Feeds the store from supabase-js: INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT,
 * USER_UPDATED… all carry the current session. Returns the unsubscribe function.
 */
export function syncSession(client: SupabaseClient): () => void {
  const { data } = client.auth.onAuthStateChange((_event, session) => apply(session));
  return () => data.subscription.unsubscribe();
}
