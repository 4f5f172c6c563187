import type { BrowserContext, Page } from '@playwright/test';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AREAS, type Area } from './areas';
import { anonClient, DEMO_PASSWORD, totpCode } from './backend';
import { apiUrl, LOCAL_DOMAIN } from './ports';

/**
 * supabase-js's default storage key for the page's client (`sb-<first host label>-auth-token`):
 * the portal's config.json points the browser at the same API as `apiUrl`. It names the
 * session cookie (or its chunks `<key>.0`, `<key>.1`…) on the parent domain.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;

/** @supabase/ssr's chunk size and value prefix (shared-auth/src/cookie-storage.ts writes them). */
const CHUNK_SIZE = 3180;
const BASE64_PREFIX = 'base64-';

/**
 * The session the browser holds, read from its cookies the way the portal writes them: one
 * cookie or numbered chunks, `base64-` + base64url of supabase-js's JSON. Null when signed out.
 * Written independently of the portal's code, so it also checks the format is @supabase/ssr's.
 */
export async function storedSession(context: BrowserContext): Promise<Session | null> {
  const cookies = (await context.cookies()).filter(
    (c) => c.name === AUTH_STORAGE_KEY || c.name.startsWith(`${AUTH_STORAGE_KEY}.`),
  );
  const whole = cookies.find((c) => c.name === AUTH_STORAGE_KEY)?.value;
  let value = whole ?? '';
  for (let index = 0; whole === undefined; index += 1) {
    const chunk = cookies.find((c) => c.name === `${AUTH_STORAGE_KEY}.${index}`);
    if (!chunk) break;
    value += chunk.value;
  }
  if (!value) return null;
  const json = value.startsWith(BASE64_PREFIX)
    ? Buffer.from(value.slice(BASE64_PREFIX.length), 'base64url').toString('utf8')
    : decodeURIComponent(value);
  return JSON.parse(json) as Session;
}

/** The claims of an access token (not verified: the stack verifies it). */
export function claimsOf(accessToken: string): { aal?: string; session_id?: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The `aal` claim of the session the browser holds (what RLS sees), or null when signed out. */
export async function storedAal(context: BrowserContext): Promise<string | null> {
  const session = await storedSession(context);
  return session ? (claimsOf(session.access_token).aal ?? null) : null;
}

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
 * The cookie's domain for a page on `origin`, as shared-auth's session-cookie.ts chooses it
 * from the site URL: the main host's domain for it and its area hosts (`.csan.localhost`,
 * nginx's `.csan.test`), host-only for `localhost` or an IP address. Default: the main host.
 */
function cookieDomainFor(origin: string): string {
  const host = new URL(origin || `http://${LOCAL_DOMAIN}`).hostname;
  if (!host.includes('.') || /^[\d.]+$/.test(host)) return host;
  const [first, ...rest] = host.split('.');
  const parent = AREAS.includes(first as Area) && rest.length >= 2 ? rest.join('.') : host;
  return `.${parent}`;
}

/**
 * Puts a signed-in session into the browser's cookies exactly as the portal would after a
 * sign-in, so journeys about guards, menus and areas do not depend on the sign-in page. On the
 * local parent domain (the default) it is the one session of the main host and every area
 * host; `origin` matters only for a host outside it (nginx's csan.test), which gets its own.
 */
export async function storeSession(page: Page, session: Session, origin = ''): Promise<void> {
  const value = BASE64_PREFIX + Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
  const chunks: string[] = [];
  for (let at = 0; at < value.length; at += CHUNK_SIZE)
    chunks.push(value.slice(at, at + CHUNK_SIZE));
  const names =
    chunks.length === 1 ? [AUTH_STORAGE_KEY] : chunks.map((_, i) => `${AUTH_STORAGE_KEY}.${i}`);
  const domain = cookieDomainFor(origin);
  await page.context().clearCookies({ name: new RegExp(`^${AUTH_STORAGE_KEY}(\\.\\d+)?$`) });
  await page.context().addCookies(
    chunks.map((chunk, i) => ({
      name: names[i] ?? AUTH_STORAGE_KEY,
      value: chunk,
      domain,
      path: '/',
      sameSite: 'Lax' as const,
      expires: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
    })),
  );
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
