import { type Area, areaFromHost } from '@csan/shared-auth';
import { UiProvider } from '@csan/shared-ui';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HostAreaContext } from './layout/host-area';
import { SiteBaseContext, SiteUrlContext } from './layout/site-base';
import { AppRoutes } from './routes/AppRoutes';

// Only an area host needs its routes, gate and access page: the main site's `/` does not
// download them (issue 23's size budget).
const AreaRoutes = lazy(() =>
  import('./area/AreaRoutes').then((module) => ({ default: module.AreaRoutes })),
);

function AreaSite({ area }: { area: Area }) {
  return (
    <Suspense fallback={null}>
      <AreaRoutes area={area} />
    </Suspense>
  );
}

/** Providers and the host decision: an area host shows its area, any other host the site. */
export function App({ siteUrl, host }: { siteUrl: string; host: string }) {
  const area = areaFromHost(host);
  // The app is live from here: its first render has committed (this effect runs after every
  // child's), so React's event handlers answer. `pnpm bench:web` reports this mark, and whether
  // that first commit already held the page (its h1), not a loading state.
  useEffect(() => {
    performance.mark('csan:live', {
      detail: { page: document.querySelector('#root h1') !== null },
    });
  }, []);
  return (
    <UiProvider>
      <BrowserRouter>
        <HostAreaContext.Provider value={area}>
          <SiteUrlContext.Provider value={siteUrl}>
            <SiteBaseContext.Provider value={area ? siteUrl : null}>
              {area ? <AreaSite area={area} /> : <AppRoutes />}
            </SiteBaseContext.Provider>
          </SiteUrlContext.Provider>
        </HostAreaContext.Provider>
      </BrowserRouter>
    </UiProvider>
  );
}
