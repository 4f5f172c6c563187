import { followStoredSession, watchSharedSession } from './follow-session';
import { reportError } from './report-error';
import { mayHaveSession } from './session-hint';
import { SIGNED_OUT, useSession } from './session-store';
import {
  type CsanClient,
  configureSupabase,
  getSupabase,
  loadSupabase,
  type SupabaseConfig,
} from './supabase';

function loadedClient(): CsanClient | null {
  try {
    return getSupabase();
  } catch {
    return null;
  }
}

function load(): void {
  loadSupabase().catch((error: unknown) =>
    reportError(error, { remote: 'shell', action: 'supabase-js failed to load' }),
  );
}

/**
 * Start-up of the page's auth: with a possible session, supabase-js loads now and the store
 * follows it (status `loading` until its INITIAL_SESSION); without one the visitor is
 * signed out at once and supabase-js waits for the first page or action that needs it.
 * In a browser it then follows the session cookie that every host of the portal shares
 * (follow-session.ts): a sign-in, sign-out or token refresh on another host reaches this page
 * live where the CookieStore API exists, else when the page is next focused or shown.
 */
export function startSupabase(
  config: SupabaseConfig,
  storage: Pick<Storage, 'length' | 'key'> | null = globalThis.localStorage,
  url: URL = new URL(globalThis.location.href),
  cookies: () => string = () => globalThis.document?.cookie ?? '',
): void {
  configureSupabase(config);
  if (typeof window !== 'undefined') {
    watchSharedSession(
      () => {
        const client = loadedClient();
        if (client) {
          followStoredSession(client).catch((error: unknown) =>
            reportError(error, { remote: 'shell', action: 'could not follow the shared session' }),
          );
        } else if (mayHaveSession(null, new URL(globalThis.location.href), cookies())) {
          load();
        }
      },
      {
        window,
        document,
        cookieStore: (window as { cookieStore?: EventTarget }).cookieStore,
      },
    );
  }
  if (mayHaveSession(storage, url, cookies())) {
    load();
    return;
  }
  useSession.setState(SIGNED_OUT);
}
