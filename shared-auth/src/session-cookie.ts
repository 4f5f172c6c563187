/**
 * Where the session cookie lives. The main host and the area hosts (skillup., intel., tools.)
 * are subdomains of one parent domain, the host of the site URL (config.json `siteUrl`:
 * `csan.localhost` locally, `csan.africa` in production). A cookie on that domain is sent to,
 * and readable by, every host of the portal and no other site, so one sign-in covers them all.
 */

/** Chromium and the cookie RFC cap a cookie's lifetime at 400 days; the refresh token decides. */
export const SESSION_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/** The attributes the session cookie is written (and deleted) with. */
export type SessionCookieOptions = {
  /** The parent domain; absent: a host-only cookie. */
  domain?: string;
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  maxAge: number;
};

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function bareHost(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** An IP literal or a single label (`localhost`): no parent domain can be shared there. */
function isSingleHost(name: string): boolean {
  return (
    name === '' ||
    name.startsWith('[') ||
    name.includes(':') ||
    IPV4.test(name) ||
    !name.includes('.')
  );
}

/**
 * The cookie's Domain for a page on `hostname`: the site URL's host when the page is that host
 * or one of its subdomains, else none (host-only). A preview on another domain, `localhost` or
 * an IP address keeps its session to itself instead of writing a cookie the browser refuses.
 */
export function sessionCookieDomain(
  hostname: string,
  siteUrl: string | undefined,
): string | undefined {
  if (!siteUrl) return undefined;
  let parent: string;
  try {
    parent = bareHost(new URL(siteUrl).hostname);
  } catch {
    return undefined;
  }
  const host = bareHost(hostname);
  if (isSingleHost(parent) || isSingleHost(host)) return undefined;
  return host === parent || host.endsWith(`.${parent}`) ? parent : undefined;
}

/**
 * The session cookie's attributes for a page: Domain = the parent domain, Path=/,
 * SameSite=Lax (sent on top-level navigations between our hosts, never on another site's
 * sub-requests), Secure on https. Not HttpOnly: supabase-js in the page reads and refreshes it.
 */
export function sessionCookieOptions(
  location: Pick<Location, 'hostname' | 'protocol'>,
  siteUrl: string | undefined,
): SessionCookieOptions {
  const domain = sessionCookieDomain(location.hostname, siteUrl);
  return {
    ...(domain ? { domain } : {}),
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
    maxAge: SESSION_COOKIE_MAX_AGE,
  };
}
