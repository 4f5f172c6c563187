import { portalParentDomain } from './parent-domain';

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

/**
 * The cookie's Domain for a page on `hostname`: the portal's parent domain (portalParentDomain,
 * the rule the area links follow too), or none (host-only): a preview on another domain than
 * the site URL's, `localhost` or an IP address keeps its session to itself instead of writing
 * a cookie the browser refuses.
 */
export function sessionCookieDomain(
  hostname: string,
  siteUrl: string | undefined,
): string | undefined {
  return portalParentDomain(hostname, siteUrl) ?? undefined;
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
