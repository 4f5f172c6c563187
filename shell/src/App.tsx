import { areaFromHost } from '@csan/shared-auth';
import { UiProvider } from '@csan/shared-ui';
import { BrowserRouter } from 'react-router-dom';
import { AreaRoutes } from './area/AreaRoutes';
import { HostAreaContext } from './layout/host-area';
import { SiteBaseContext } from './layout/site-base';
import { AppRoutes } from './routes/AppRoutes';

/** Providers and the host decision: an area host shows its area, any other host the site. */
export function App({ siteUrl, host }: { siteUrl: string; host: string }) {
  const area = areaFromHost(host);
  return (
    <UiProvider>
      <BrowserRouter>
        <HostAreaContext.Provider value={area}>
          <SiteBaseContext.Provider value={area ? siteUrl : null}>
            {area ? <AreaRoutes area={area} /> : <AppRoutes />}
          </SiteBaseContext.Provider>
        </HostAreaContext.Provider>
      </BrowserRouter>
    </UiProvider>
  );
}
