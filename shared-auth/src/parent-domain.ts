import { areaFromHost } from './area';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Lower case, without a trailing dot or the port. */
const bareName = (host: string) =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** An IP literal or a single label (`localhost`): no parent domain can be shared there. */
const isSingleHost = (name: string) =>
  name === '' ||
  name.startsWith('[') ||
  name.includes(':') ||
  IPV4.test(name) ||
  !name.includes('.');

/**
 * THE rule for the parent domain the main site and the area hosts share (without the port):
 * both the session cookie's Domain and the area links' hosts come from it, so a link never
 * leads to a host the session does not reach.
 *
 * - With the site URL (config.json `siteUrl`): its host, when the page is that host or one of
 *   its subdomains (`www.`, `intel.`, …); none on any other host — a preview on another
 *   domain keeps its session to itself (host-only cookie) and links to no area.
 * - Without one: the page's host, minus the area label on an area host
 *   (`intel.csan.localhost` → `csan.localhost`).
 * - Never on `localhost` or an IP address: no subdomain of it could share the session.
 */
export function portalParentDomain(host: string, siteUrl?: string): string | null {
  const name = bareName(host);
  if (isSingleHost(name)) return null;
  if (siteUrl !== undefined) {
    let site: string;
    try {
      site = bareName(new URL(siteUrl).hostname);
    } catch {
      return null;
    }
    if (isSingleHost(site)) return null;
    return name === site || name.endsWith(`.${site}`) ? site : null;
  }
  return areaFromHost(name) ? name.slice(name.indexOf('.') + 1) : name;
}
