import { ROUTE_PATHS } from './route-paths';

/**
 * Where to go after signing in: a page that sent the visitor to /login (a guard, or the account
 * page asking for the MFA step) names itself in `?next=`. The value comes from the address bar,
 * so it is only ever read through safeReturnPath: a path of this site, never another origin.
 */

export const LOGIN_PATH = ROUTE_PATHS.login;

/** The query parameter of /login that carries the return path. */
export const RETURN_PARAM = 'next';

const MAX_LENGTH = 2048;
/** Pages that would send the visitor straight back to /login (a loop), not a destination. */
const NOT_DESTINATIONS: readonly string[] = [ROUTE_PATHS.login, ROUTE_PATHS.auth];
// An origin that cannot be a real one: a value that resolves elsewhere is not a local path.
const PROBE_ORIGIN = 'https://return-path.invalid';

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `raw` as a same-origin path (pathname, query and fragment), or null when it is anything else:
 * an absolute or protocol-relative URL ('//evil.example'), a backslash trick ('/\evil'), a
 * control character, another scheme ('javascript:'), or /login itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  // Browsers read '\' as '/' and drop tabs and newlines, so '/\evil' or '/\t/evil' would be
  // protocol-relative: refuse them before parsing.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControl(raw)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_DESTINATIONS.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, carrying `returnTo` when it is a safe destination other than the home page. */
export function loginPathTo(returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  if (!path || path === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
