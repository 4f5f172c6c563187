import { createContext, useContext } from 'react';

/**
 * null on the main site (links are client-side routes). On an area host, the main site's URL:
 * header and footer links then lead back to the main site instead of re-rendering the area.
 */
export const SiteBaseContext = createContext<string | null>(null);

export function useSiteBase(): string | null {
  return useContext(SiteBaseContext);
}
