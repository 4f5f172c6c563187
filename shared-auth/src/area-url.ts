import { AREAS } from '@csan/remotes';
import { type Area, areaFromHost } from './area';

/** What the links are built from: the page's scheme and host (with its port). */
export type PageLocation = Pick<Location, 'protocol' | 'host'>;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain the main site and the area hosts share, with the port: on an area host
 * (`intel.csan.localhost:8080`) the host without its first label, on any other host the host
 * itself (the main site, `csan.africa`). None on an IP literal or a one-label host
 * (`localhost`): no subdomain of it would be an area host, nor share the session.
 */
export function parentDomain(location: PageLocation): string | null {
  const host = location.host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, '');
  const name = host.replace(/:\d+$/, '');
  if (name === '' || name.startsWith('[') || IPV4.test(name) || !name.includes('.')) return null;
  return areaFromHost(host) ? host.slice(host.indexOf('.') + 1) : host;
}

/**
 * The address that opens an area (`learning` → `http://skillup.csan.localhost:8080/`), on the
 * current page's scheme, parent domain and port; null where there is no parent domain.
 */
export function areaUrl(area: Area, location: PageLocation): string | null {
  const parent = parentDomain(location);
  const label = AREAS.find((a) => a.name === area)?.hostLabel;
  if (!parent || !label) return null;
  return `${location.protocol}//${label}.${parent}/`;
}
