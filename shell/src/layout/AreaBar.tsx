import { lazy } from 'react';
import { useSiteBase } from './site-base';

// Only area hosts show the bar: the main site's `/` does not download it. It suspends into the
// area site's Suspense (App.tsx), so the header appears with it, without a shift.
const AreaBarLinks = lazy(() => import('./AreaBarLinks'));

/**
 * On an area host only: a strip above the header linking back to the main site and to the
 * other areas the member may open (visitors: the main site). The main site has its areas in
 * the user menu instead.
 */
export function AreaBar() {
  const base = useSiteBase();
  if (!base) return null;
  return <AreaBarLinks base={base} />;
}
