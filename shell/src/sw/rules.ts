/**
 * What the service worker (sw.ts) does with a request, as pure functions (unit-tested in
 * rules.test.ts; docs/offline.md explains each choice). Only GETs are ever cached.
 */

/** How a request is answered. */
export type RequestKind =
  /** A page load: network first, the last copy of that page (or the shell) when offline. */
  | 'page'
  /** A content-hashed file: its bytes never change, so the cache answers first. */
  | 'immutable'
  /**
   * What says which version runs (config.json, a remote's mf-manifest.json and remoteEntry.js,
   * routes.json, the web app manifest): network first, so a redeployed remote is used on the
   * next visit; the last copy only when offline.
   */
  | 'deploy'
  /** A Supabase REST read: network first, kept per user, the last answer when offline. */
  | 'data'
  /** A sign-out: passed through, and every user's kept data is deleted. */
  | 'sign-out'
  /** Everything else (auth, writes, realtime, other origins' files): never touched. */
  | 'pass';

/** `main.4b21c08c.js`, `__federation_expose_X.0624d2a8.js`: rspack's [contenthash:8]. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg)$/;
const DEPLOY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'routes.json']);
const SAME_ORIGIN_DEPLOY_PATHS = new Set(['/config.json', '/manifest.webmanifest']);

export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: `navigate` for a page load. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

export function requestKind({ url, method, mode, origin }: RequestFacts): RequestKind {
  const parsed = new URL(url);
  if (parsed.pathname.endsWith('/auth/v1/logout')) return 'sign-out';
  if (method !== 'GET') return 'pass';
  if (mode === 'navigate') return parsed.origin === origin ? 'page' : 'pass';
  // Supabase may live on any origin (config.json names it); its REST reads are data.
  if (parsed.pathname.startsWith('/rest/v1/')) return 'data';
  if (parsed.origin !== origin) return 'pass';
  const file = parsed.pathname.split('/').pop() ?? '';
  if (SAME_ORIGIN_DEPLOY_PATHS.has(parsed.pathname) || DEPLOY_FILES.has(file)) return 'deploy';
  if (HASHED_FILE.test(file)) return 'immutable';
  return 'pass';
}

/** Whose data cache a REST read belongs to; `null`: not kept at all. */
export type DataOwner = { kind: 'anon' } | { kind: 'user'; id: string };

/**
 * Reads the (unverified: the worker only sorts, the database decides) claims of the request's
 * bearer token. Public reads (role anon) share one cache; a member's reads go to that member's
 * own cache, and only with a second factor verified (aal2): a session that never proved a
 * second factor leaves nothing behind on a shared device. A service-role or unreadable token is
 * never cached.
 */
export function dataOwner(authorization: string | null): DataOwner | null {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const claims = jwtClaims(token);
  if (!claims) return null;
  if (claims.role === 'anon') return { kind: 'anon' };
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !claims.sub) return null;
  return claims.aal === 'aal2' ? { kind: 'user', id: claims.sub } : null;
}

function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
        c.charCodeAt(0),
      ),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const CACHE_PREFIX = 'csan-';
export const STATIC_CACHE = `${CACHE_PREFIX}static`;
export const DEPLOY_CACHE = `${CACHE_PREFIX}deploy`;
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;
export const DATA_CACHE_PREFIX = `${CACHE_PREFIX}data-`;

/** The cache a data owner's reads are kept in. */
export function dataCacheName(owner: DataOwner): string {
  return owner.kind === 'anon' ? `${DATA_CACHE_PREFIX}anon` : `${DATA_CACHE_PREFIX}u-${owner.id}`;
}

/**
 * The key a REST read is kept under: its URL plus the headers that change PostgREST's answer
 * for the same URL (one row or an array, an exact count, a range, a schema). The Cache API
 * matches on the URL alone, so they go into it.
 */
export function dataCacheKey(url: string, headers: Headers): string {
  const varying = ['accept', 'prefer', 'range', 'accept-profile']
    .map((name) => `${name}=${headers.get(name) ?? ''}`)
    .join('&');
  const parsed = new URL(url);
  parsed.searchParams.append('__csan_vary', varying);
  return parsed.toString();
}
