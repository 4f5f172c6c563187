import { createContext, useContext } from 'react';

/**
 * null on the main site (links are client-side routes). On an area host, the main site's URL:
 * header and footer links then lead back to the main site instead of re-rendering the area.
 */
export const SiteBaseContext = createContext<string | null>(null);

export function useSiteBase(): string | null {
  return useContext(SiteBaseContext);
}

/**
 * config.json's `siteUrl` on every host (undefined in tests without one): the parent domain the
 * area links are built on (shared-auth's portalParentDomain), so a `www.` main host links
 * `skillup.<site>`, not `skillup.www.<site>`.
 */
export const SiteUrlContext = createContext<string | undefined>(undefined);

export function useSiteUrl(): string | undefined {
  return useContext(SiteUrlContext);
}
