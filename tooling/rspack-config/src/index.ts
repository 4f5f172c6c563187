import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import { baseConfig } from './base';
import { EarlyScriptPlugin } from './early-script';
import { consoleWithoutExpectedWarnings } from './expected-warnings';
import { federationPlugin } from './federation';
import { DEV_PORTS, type RemoteName } from './ports';
import { PreloadSharedPlugin } from './preload-shared';
import { workspaceRootOf } from './router-facade';
import { type DeclaredRoute, RoutesFilePlugin } from './routes-file';
import { ServiceWorkerPlugin } from './service-worker';
import { SharedImportsPlugin, SharedProvidedPlugin } from './shared-contract';
import { shellDevConfigMiddleware } from './shell-dev-config';

export { DEV_PORTS, type RemoteName } from './ports';

export type RemoteConfigOptions = {
  /** MF name (`public_site`, …). */
  name: RemoteName;
  /** The remote package's directory (`import.meta.dirname` of its rspack.config.ts). */
  dir: string;
  /** One module per page: `{ './AboutPage': './src/pages/AboutPage.tsx' }`. */
  exposes: Record<string, string>;
  /** The remote's routes (`src/routes.ts`), written to `routes.json` for the shell. */
  routes: readonly DeclaredRoute[];
};

/**
 * A remote: `remoteEntry.js` + `mf-manifest.json`. The production build runs only inside the
 * shell and uses the shell's MF runtime (externalRuntime). Development (`rspack serve`) adds
 * the standalone harness page, which has no shell to borrow a runtime from, so it bundles one.
 */
export function createRemoteConfig({
  name,
  dir,
  exposes,
  routes,
}: RemoteConfigOptions): Configuration {
  // `rspack build` sets NODE_ENV=production before reading the config, `rspack serve` development.
  const standalone = process.env.NODE_ENV !== 'production';
  const base = baseConfig({
    dir,
    name,
    ...(standalone ? { entry: 'src/harness/main.tsx' } : {}),
    devPort: DEV_PORTS[name],
    title: `CSAN · ${name} (standalone)`,
    // The remote's own URL decides where its chunks come from: works from any host or path.
    publicPath: 'auto',
  });
  const federation = federationPlugin({
    dir,
    name,
    exposes,
    runtime: standalone ? 'own' : 'external',
  });
  // mf-manifest.json lists the shared names this remote imports (the deploy gates read it).
  const imports = new SharedImportsPlugin(dir);
  const routesFile = new RoutesFilePlugin(routes, exposes);
  return {
    ...base,
    plugins: [...(base.plugins ?? []), federation, imports, routesFile],
    infrastructureLogging: { console: consoleWithoutExpectedWarnings() },
  };
}

/** The host: index.html + the app that reads /config.json and registers the remotes. */
export function createShellConfig({ dir }: { dir: string }): Configuration {
  const base = baseConfig({
    dir,
    name: 'shell',
    entry: 'src/main.tsx',
    devPort: DEV_PORTS.shell,
    title: 'CSAN',
    // The runtime config downloads alongside the JS instead of after it has run (one round
    // trip less before the first render). Same origin in every environment; the fetch in
    // shell/src/boot/config.ts uses the matching mode so the browser reuses this response.
    // The web app manifest makes the portal installable (docs/offline.md); no JavaScript.
    // EarlyScriptPlugin puts the early script right after it (production builds).
    head:
      '\n    <link rel="preload" href="/config.json" as="fetch" crossorigin />' +
      '\n    <link rel="manifest" href="/manifest.webmanifest" />',
    // Absolute so deep links (/pillars/…) still find the chunks.
    publicPath: '/',
  });
  return {
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      federationPlugin({
        dir,
        name: 'shell',
        runtime: 'provide',
        // Starts /config.json and the current page's remote while the shared chunks download.
        runtimePlugins: [path.join(dir, 'src/boot/early-start-plugin.ts')],
      }),
      // Asks for what follows /config.json (routes, the prerendered page's remote) before
      // main.js has arrived (shell/src/boot/early-fetch.ts).
      new EarlyScriptPlugin(path.join(dir, 'src/boot/early-entry.ts')),
      // supabase-js loads only when a session may exist or a page needs it.
      new PreloadSharedPlugin(['@supabase/supabase-js']),
      // shared-provided.json: what this shell provides, for `pnpm check:remote`.
      new SharedProvidedPlugin(dir, workspaceRootOf(dir)),
      // manifest.webmanifest and its icons; /sw.js, the offline worker (docs/offline.md).
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] }),
      new ServiceWorkerPlugin(path.join(dir, 'src/sw/sw.ts')),
    ],
    devServer: { ...base.devServer, setupMiddlewares: shellDevConfigMiddleware },
  };
}
