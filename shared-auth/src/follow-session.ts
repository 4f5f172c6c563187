import { applySession, useSession } from './session-store';
import type { CsanClient } from './supabase';
import { refreshAccess } from './sync';

/**
 * Makes this page agree with the session cookie, which another host of the portal may have
 * changed since supabase-js last wrote it: signed out there (no cookie) signs this page out
 * (SIGNED_OUT reaches every listener, as after a sign-out here), and a sign-in or token refresh
 * there (another access token) becomes this page's session. supabase-js reads the cookie on
 * each call (getSession: no network unless the stored token expired), so only the store and its
 * listeners need to hear of it; supabase-js's own BroadcastChannel reaches same-origin tabs only.
 */
export async function followStoredSession(client: CsanClient): Promise<void> {
  const shown = useSession.getState().session;
  const { data } = await client.auth.getSession();
  // The page's own session changed while the cookie was read (a sign-in here answered in
  // between): what was read may be older than it, and that change's event already told the
  // store. Any later change of the cookie triggers another look.
  if (useSession.getState().session !== shown) return;
  const stored = data.session;
  if (!stored) {
    // No server call: the session is already gone, and the tokens with it.
    if (shown) await client.auth.signOut({ scope: 'local' });
    return;
  }
  if (stored.access_token === shown?.access_token) return;
  applySession(stored);
  await refreshAccess();
}

/** The subset of the CookieStore API used here (Chromium; elsewhere only focus/visibility). */
type CookieStoreLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type WatchTargets = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  cookieStore?: CookieStoreLike | undefined;
};

/** Changes closer together than this are looked at once (a write of several chunks). */
export const FOLLOW_DELAY_MS = 50;

/**
 * Calls `check` when the shared session may have changed elsewhere: a cookie changed (the
 * CookieStore API's change event, live while both pages are open), or the page comes back into
 * view or focus (every browser). Returns the function that stops watching.
 */
export function watchSharedSession(check: () => void, targets: WatchTargets): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const soon = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      check();
    }, FOLLOW_DELAY_MS);
  };
  const onVisible = () => {
    if (targets.document.visibilityState === 'visible') soon();
  };
  targets.cookieStore?.addEventListener('change', soon);
  targets.document.addEventListener('visibilitychange', onVisible);
  targets.window.addEventListener('focus', soon);
  return () => {
    if (timer !== null) clearTimeout(timer);
    targets.cookieStore?.removeEventListener('change', soon);
    targets.document.removeEventListener('visibilitychange', onVisible);
    targets.window.removeEventListener('focus', soon);
  };
}
