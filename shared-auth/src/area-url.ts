import { AREAS } from '@csan/remotes';
import type { Area } from './area';
import { portalParentDomain } from './parent-domain';

/** What the links are built from: the page's scheme and host (with its port). */
export type PageLocation = Pick<Location, 'protocol' | 'host'>;

/**
 * The parent domain the main site and the area hosts share, with the page's port
 * (`intel.csan.localhost:8080` → `csan.localhost:8080`): portalParentDomain's rule, the one
 * the session cookie follows too. None on an IP literal or a one-label host (`localhost`).
 */
export function parentDomain(location: PageLocation, siteUrl?: string): string | null {
  const parent = portalParentDomain(location.host, siteUrl);
  const port = /:\d+$/.exec(location.host.trim())?.[0] ?? '';
  return parent ? `${parent}${port}` : null;
}

/**
 * The address that opens an area (`learning` → `http://skillup.csan.localhost:8080/`), on the
 * current page's scheme, parent domain and port; null where there is no parent domain.
 */
export function areaUrl(area: Area, location: PageLocation, siteUrl?: string): string | null {
  const parent = parentDomain(location, siteUrl);
  const label = AREAS.find((a) => a.name === area)?.hostLabel;
  if (!parent || !label) return null;
  return `${location.protocol}//${label}.${parent}/`;
}
