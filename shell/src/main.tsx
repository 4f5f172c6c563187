import { reportError, startSupabase } from '@csan/shared-auth';
import { initI18n } from '@csan/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BootError } from './boot/BootError';
import { startBoot } from './boot/start';
import { connectErrorReporting } from './error-reporting/connect';
import {
  FIRST_PAGE_WAIT_MS,
  PRERENDERED_FIRST_PAGE_WAIT_MS,
  prepareFirstPage,
} from './federation/first-page';
import { installIntentPreload } from './federation/intent-preload';
import {
  fetchRemoteManifest,
  prefersSavingData,
  watchLinkedManifests,
  whenBrowserIdle,
} from './federation/linked-manifests';
import { preloadPageAndShared } from './federation/preload-page';
import { defaultRemotePages } from './federation/remote-pages-context';
import { shellTranslations } from './i18n';
import { watchConnection } from './offline/connection';
import { PRERENDER_SHOWN_ATTRIBUTE } from './prerender/attributes';

// Runtime config before the first render: remotes are registered from it (never built in),
// and the one Supabase client is configured from it (supabase-js itself loads only when a
// session may exist or a page needs it). With MF async startup this module runs only
// after shared modules are negotiated, so no bootstrap import is needed; the boot sequence
// itself (config, remotes, the current page's remote) was already started by the
// early-start runtime plugin while those shared chunks downloaded, and is awaited here.
// On a prerendered public page (shell/src/prerender) the first render replaces the copy that
// the HTML painted (createRoot clears #root), with the same markup and styles.
// User-timing marks of the start-up path (read by `pnpm bench:web --trace`).
performance.mark('csan:main');
// Before any data is asked for: the offline notice hears the worker's "from the cache" replies.
watchConnection();
const root = createRoot(document.getElementById('root') as HTMLElement);
initI18n();
try {
  const [config] = await Promise.all([startBoot(window.location), shellTranslations]);
  startSupabase(config);
  // Reports go to the database that config names: from now on, including the failures the
  // federation hook saw while shared modules and the config were still loading.
  connectErrorReporting({ sentryDsn: config.sentryDsn });
  const prerendered = document.documentElement.hasAttribute(PRERENDER_SHOWN_ATTRIBUTE);
  await prepareFirstPage(
    defaultRemotePages,
    window.location,
    prerendered ? PRERENDERED_FIRST_PAGE_WAIT_MS : FIRST_PAGE_WAIT_MS,
  );
  performance.mark('csan:render');
  root.render(
    <StrictMode>
      <App siteUrl={config.siteUrl} host={window.location.host} />
    </StrictMode>,
  );
  // A link pointed at, focused or touched starts its remote page (issue 31: moving to a remote
  // not loaded yet). A public page is loaded whole, so the click renders it at once; a gated
  // one only downloads its files and shared modules (its access check may still refuse it).
  installIntentPreload(document, window.location, (page) =>
    page.gated
      ? preloadPageAndShared(page)
      : void defaultRemotePages.prepare(page.remote, page.expose),
  );
  // Once idle, the manifests (a few KB) of the remotes the shown links open; never their code.
  watchLinkedManifests({
    root: document.body,
    here: window.location,
    fetchManifest: fetchRemoteManifest,
    whenIdle: whenBrowserIdle,
    saveData: prefersSavingData,
  });
} catch (error) {
  reportError(error, { remote: 'shell', source: 'boot', action: 'start' });
  root.render(<BootError />);
}

// The offline worker (docs/offline.md), registered once the page has loaded: its code is not
// part of the first load. Production builds only (`rspack serve` has no /sw.js).
if (process.env.NODE_ENV === 'production') {
  const registerWorker = () =>
    import('./offline/register')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  if (document.readyState === 'complete') void registerWorker();
  else window.addEventListener('load', () => void registerWorker(), { once: true });
}
