import type { Page } from '@playwright/test';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO_PASSWORD, totpCode } from './backend';
import { apiUrl } from './ports';

/**
 * supabase-js's default storage key for the page's client (`sb-<first host label>-auth-token`):
 * the portal's config.json points the browser at the same API as `apiUrl`.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;

type Credentials = { email: string; password: string; totpSecret?: string };

/** A supabase-js client signed in as the user: password, then (with a TOTP secret) MFA → aal2. */
export async function signedInClient(user: Credentials): Promise<SupabaseClient> {
  const client = await anonClient();
  const signedIn = await client.auth.signInWithPassword(user);
  if (signedIn.error) throw new Error(`sign in ${user.email}: ${signedIn.error.message}`);
  if (user.totpSecret) {
    const factors = await client.auth.mfa.listFactors();
    const factor = factors.data?.totp[0];
    if (!factor) throw new Error(`${user.email} has no verified TOTP factor`);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(user.totpSecret),
    });
    if (verified.error) throw new Error(`MFA ${user.email}: ${verified.error.message}`);
  }
  return client;
}

/** A real session from the stack (see signedInClient). */
export async function sessionOf(user: Credentials): Promise<Session> {
  const { data } = await (await signedInClient(user)).auth.getSession();
  if (!data.session) throw new Error(`no session for ${user.email}`);
  return data.session;
}

/**
 * Puts a signed-in session into the browser's storage for `origin` exactly as supabase-js
 * would after a sign-in, so journeys about guards, menus and areas do not depend on the
 * sign-in page. Each origin (area subdomain) has its own storage, hence the origin.
 */
export async function storeSession(page: Page, session: Session, origin = ''): Promise<void> {
  // A small same-origin document: only the origin's localStorage is needed, not the app.
  await page.goto(`${origin}/config.json`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
}

/** sessionOf + storeSession. */
export async function signInAs(page: Page, user: Credentials, origin = ''): Promise<Session> {
  const session = await sessionOf(user);
  await storeSession(page, session, origin);
  return session;
}

/** The seeded partner (supabase/README.md): all three area flags and a TOTP factor. */
export const SEEDED_PARTNER = {
  email: 'partner@csan.test',
  password: DEMO_PASSWORD,
  totpSecret: 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4',
};
