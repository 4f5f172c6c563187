import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { FACADE_PACKAGES, routerFacade } from './router-facade';

type SharedConfig = moduleFederationPlugin.SharedConfig;

/**
 * Packages that must exist once per page (ARCHITECTURE.md "Shared singletons"). The key is
 * the import request; `pkg` is the package whose version is required.
 *
 * `@chakra-ui/react` is deliberately absent: a shared module cannot be tree-shaken, and Chakra
 * shared whole is 308 KB gzip (measured here), most of the `/` budget. Only `@csan/shared-ui`
 * imports Chakra (enforced by scripts/check-layers.mjs), and shared-ui *is* a singleton, so the
 * page still has exactly one Chakra (and one emotion, shared below) — just the used parts.
 */
const SINGLETONS: ReadonlyArray<{ request: string; pkg: string; onDemand?: true }> = [
  { request: 'react', pkg: 'react' },
  { request: 'react/jsx-runtime', pkg: 'react' },
  { request: 'react-dom', pkg: 'react-dom' },
  // Trailing slash: without it `react-dom/client` is bundled per app, giving two Reacts.
  { request: 'react-dom/', pkg: 'react-dom' },
  // Only the exports the portal imports (router-facade.ts): still one router for every app.
  { request: 'react-router-dom', pkg: 'react-router-dom' },
  { request: '@emotion/react', pkg: '@emotion/react' },
  { request: 'zustand', pkg: 'zustand' },
  { request: 'i18next', pkg: 'i18next' },
  { request: 'react-i18next', pkg: 'react-i18next' },
  { request: '@supabase/supabase-js', pkg: '@supabase/supabase-js' },
  { request: '@csan/shared-auth', pkg: '@csan/shared-auth' },
  { request: '@csan/shared-ui', pkg: '@csan/shared-ui' },
  // shared-ui's forms and overlays (Dialog, Tabs, Field, Toaster…): no first paint needs them,
  // so they are a singleton of their own that loads when a page or a toast does.
  { request: '@csan/shared-ui/forms', pkg: '@csan/shared-ui', onDemand: true },
  // Server state: one QueryClient (the shell's) for every remote. Only pages that read the
  // database use it, so it loads with them, never on a signed-out visitor's public page.
  { request: '@tanstack/react-query', pkg: '@tanstack/react-query', onDemand: true },
];

/**
 * Shared packages that are never on the start-up path: the shell's index.html does not preload
 * them (PreloadSharedPlugin), on top of the list the shell config passes to the plugin.
 */
export const ON_DEMAND_SHARED: readonly string[] = SINGLETONS.filter((s) => s.onDemand).map(
  (s) => s.request,
);

/** Every shared request with the package whose version it carries (shared-contract.ts). */
export const SHARED_REQUESTS: ReadonlyArray<{ request: string; pkg: string }> = SINGLETONS;

/**
 * The installed version of `pkg` as seen from the app in `appDir`. Read from the package's own
 * package.json (not the app's range) so workspace packages (`workspace:*`) get a real version.
 */
export function installedVersion(appDir: string, pkg: string): string {
  const file = path.join(appDir, 'node_modules', pkg, 'package.json');
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return version;
}

/** The `shared` map every app (shell and remotes) uses, so their share scopes agree. */
export function sharedSingletons(appDir: string): Record<string, SharedConfig> {
  return Object.fromEntries(
    SINGLETONS.map(({ request, pkg }) => {
      const version = installedVersion(appDir, pkg);
      // Exact pins across the workspace: `^version` accepts the one copy the host provides.
      const config: SharedConfig = { singleton: true, requiredVersion: `^${version}`, version };
      // The router and react-i18next are shared as the names the portal imports, not whole
      // (router-facade.ts).
      if (FACADE_PACKAGES.includes(request)) config.import = routerFacade(appDir, request);
      return [request, config];
    }),
  );
}
