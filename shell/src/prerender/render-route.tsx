import { DocumentTitleSink, initI18n, type Language, UiProvider } from '@csan/shared-ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { PageLoader } from '../federation/load-page';
import { createRemotePages } from '../federation/page-cache';
import { RemotePagesProvider } from '../federation/remote-pages-context';
import { shellTranslations } from '../i18n';
import { AppRoutes } from '../routes/AppRoutes';
import type { LiveRoute } from '../routes/route-table';
import type { RenderedCopy } from './compose-document';

/**
 * Server render (at build time, in Node) of one public route in one language: the same route
 * table, layout and page the app renders for a signed-out visitor (shared-auth's store starts
 * signed out without a window). `loader` hands over the remote's page module from its source;
 * the route table (the header's links) is set by the caller from the remotes' route data.
 * The copy's title is the last one a component asked for (the page's, rendered inside the
 * layout), or none when no component sets one.
 */
export async function renderRoute(
  route: LiveRoute,
  language: Language,
  loader: PageLoader,
): Promise<RenderedCopy> {
  const i18n = initI18n();
  await shellTranslations;
  // Loading the page module also registers its namespace (its i18n module's top-level await).
  // Loaded here, not by `prepare`, so a page that cannot load fails the build loudly.
  const page = await loader(route.remote, route.expose);
  const pages = createRemotePages(
    async () => page,
    () => {},
  );
  await pages.prepare(route.remote, route.expose);
  await i18n.changeLanguage(language);
  let title: string | undefined;
  const html = renderToString(
    <DocumentTitleSink.Provider
      value={(pageTitle) => {
        title = pageTitle;
      }}
    >
      <UiProvider>
        <RemotePagesProvider pages={pages}>
          <StaticRouter location={route.path}>
            <AppRoutes />
          </StaticRouter>
        </RemotePagesProvider>
      </UiProvider>
    </DocumentTitleSink.Provider>,
  );
  return { language, html, title };
}
