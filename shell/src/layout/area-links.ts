import { AREAS } from '@csan/remotes';
import { type AccessProfile, type Area, areaUrl, type PageLocation } from '@csan/shared-auth';

/** One area the member may open, and the address of its host. */
export type AreaLink = { area: Area; href: string };

/** Menu values of the area links: `area:<name>` (not a path of this host). */
const AREA_VALUE_PREFIX = 'area:';

export const areaMenuValue = (area: Area): string => `${AREA_VALUE_PREFIX}${area}`;

/** The area a menu value names, or null for the menu's other choices. */
export function areaOfMenuValue(value: string): Area | null {
  if (!value.startsWith(AREA_VALUE_PREFIX)) return null;
  const name = value.slice(AREA_VALUE_PREFIX.length);
  return AREAS.find((a) => a.name === name)?.name ?? null;
}

/**
 * The areas whose profile flag the member holds (registry order), each with its host on this
 * page's parent domain; `current` (the area host the page is on) is left out. None where the
 * host has no parent domain (localhost, an IP address), nor without a profile. Whether the
 * area then also asks for MFA is the area host's gate to say. `siteUrl` (config.json) decides
 * the parent domain where it is known, as it does for the session cookie.
 */
export function areaLinks(
  profile: AccessProfile | null,
  location: PageLocation,
  current: Area | null = null,
  siteUrl?: string,
): AreaLink[] {
  if (!profile) return [];
  return AREAS.flatMap((spec) => {
    if (spec.name === current || !profile[spec.flag]) return [];
    const href = areaUrl(spec.name, location, siteUrl);
    return href ? [{ area: spec.name, href }] : [];
  });
}
