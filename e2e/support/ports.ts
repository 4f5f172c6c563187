/**
 * Dedicated ports for the e2e run, away from `pnpm start`'s 8080/54321 so a developer's
 * running portal (and its data) is never touched. Each can be moved through the environment.
 */
function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number`);
  return value;
}

export const PORTS = {
  /** The stack every journey uses. */
  api: port('E2E_API_PORT', 54381),
  portal: port('E2E_PORTAL_PORT', 8181),
  /** A second stack whose config.json points two remotes at the static servers below. */
  relocatedApi: port('E2E_RELOCATED_API_PORT', 54382),
  relocatedPortal: port('E2E_RELOCATED_PORTAL_PORT', 8182),
  /** Serves remotes/public-site/dist on its own origin (a remote moved elsewhere). */
  movedRemote: port('E2E_MOVED_REMOTE_PORT', 8183),
  /** Serves remotes/library/dist; the fault-isolation test stops and restarts it. */
  flakyRemote: port('E2E_FLAKY_REMOTE_PORT', 8184),
  /** Debian's nginx over the built files. */
  nginx: port('E2E_NGINX_PORT', 8190),
  /** The same, for the prerendered pages journey. */
  prerenderNginx: port('E2E_PRERENDER_NGINX_PORT', 8191),
} as const;

/**
 * The parent domain of the local hosts, as `pnpm start` uses it: the main site on it, each area
 * on a subdomain, one session cookie for all (README, "One sign-in across hosts"). Chromium
 * resolves `*.localhost` to loopback (and browser.ts maps it too); Node does not, so code that
 * fetches from the test process itself uses the loopback URLs below.
 */
export const LOCAL_DOMAIN = process.env.E2E_LOCAL_DOMAIN ?? 'csan.localhost';

/** The main host in the browser (also the stack's SITE_URL). */
export const portalUrl = `http://${LOCAL_DOMAIN}:${PORTS.portal}`;
export const relocatedPortalUrl = `http://${LOCAL_DOMAIN}:${PORTS.relocatedPortal}`;
/** An area host (skillup, intel, tools) of the main stack, or of another portal port. */
export const areaUrl = (hostLabel: string, port: number = PORTS.portal) =>
  `http://${hostLabel}.${LOCAL_DOMAIN}:${port}`;
/** The same portal from the test process (Node's fetch cannot resolve `*.localhost`). */
export const portalLoopbackUrl = `http://127.0.0.1:${PORTS.portal}`;
export const apiUrl = `http://127.0.0.1:${PORTS.api}`;
