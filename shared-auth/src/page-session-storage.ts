import type { SupportedStorage } from '@supabase/supabase-js';
import { createCookieStorage } from './cookie-storage';
import { sessionCookieOptions } from './session-cookie';

/**
 * Where supabase-js keeps the page's session: in a browser, the cookie every host of the portal
 * shares (session-cookie.ts decides its domain from the site URL); without a document (a test in
 * Node), nothing, so supabase-js keeps it in memory. Loaded with supabase-js, not at start-up.
 */
export function pageSessionStorage(siteUrl: string | undefined): SupportedStorage | undefined {
  if (typeof document === 'undefined') return undefined;
  let legacy: Storage | null = null;
  try {
    legacy = globalThis.localStorage ?? null;
  } catch {
    // Storage blocked: there is no earlier session to move either.
  }
  return createCookieStorage(sessionCookieOptions(globalThis.location, siteUrl), document, legacy);
}
