import { areaFromHost, useAccess } from '@csan/shared-auth';
import { type AreaLink, areaLinks } from './area-links';
import { useSiteUrl } from './site-base';

/**
 * The areas the signed-in member may open from this page (not the area host it is on). Its own
 * module: the header's sites bar needs it at start-up, the menu that also uses it loads later.
 */
export function useAreaLinks(): AreaLink[] {
  const { profile } = useAccess();
  const siteUrl = useSiteUrl();
  const { location } = window;
  return areaLinks(profile, location, areaFromHost(location.host), siteUrl);
}
