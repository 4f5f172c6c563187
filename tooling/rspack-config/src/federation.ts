import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Compiler } from '@rspack/core';
import { RouterFacadePlugin } from './router-facade';
import { sharedSingletons } from './shared';

type FederationOptions = {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  /**
   * The MF runtime: `provide` (the shell) puts its runtime core on the page for remotes,
   * `external` (a remote inside the shell) uses that one instead of bundling a copy (~30 KB
   * gzip per remote on a page), `own` (a remote's standalone harness) bundles its own.
   */
  runtime: 'provide' | 'external' | 'own';
  /** MF runtime plugins (absolute module paths), run when the federation runtime starts. */
  runtimePlugins?: string[];
};

/**
 * MF's plugin, plus the refresher of the shared router's export list in watch mode
 * (router-facade.ts). A subclass, so tools looking for MF's plugin still find it.
 */
class CsanFederationPlugin extends ModuleFederationPlugin {
  readonly #routerFacade: RouterFacadePlugin;

  constructor(options: ConstructorParameters<typeof ModuleFederationPlugin>[0], dir: string) {
    super(options);
    this.#routerFacade = new RouterFacadePlugin(dir);
  }

  override apply(compiler: Compiler) {
    this.#routerFacade.apply(compiler);
    super.apply(compiler);
  }
}

/**
 * One Module Federation setup for the shell and every remote. Remotes are not listed at
 * build time: the shell registers them from /config.json, so a remote moves or redeploys
 * without a shell rebuild.
 */
export function federationPlugin({
  dir,
  name,
  exposes,
  runtime,
  runtimePlugins,
}: FederationOptions) {
  return new CsanFederationPlugin(
    {
      name,
      ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
      manifest: true,
      // Remote entries load only when a route needs them; with the default (version-first)
      // every remote entry is fetched at start-up and one dead remote stalls the page.
      shareStrategy: 'loaded-first',
      shared: sharedSingletons(dir),
      ...(runtimePlugins ? { runtimePlugins } : {}),
      // Async startup replaces the `import('./bootstrap')` dance: shared modules are
      // negotiated before the entry runs, so no shared module has to be eager.
      experiments: {
        asyncStartup: true,
        provideExternalRuntime: runtime === 'provide',
        externalRuntime: runtime === 'external',
        // Every app runs in a browser: drop the runtime's Node script loader (`vm`, `fetch` +
        // eval) from the start-up path (−2 KB gzip in main.js and in each remoteEntry.js).
        optimization: { target: 'web' },
      },
      // Types are shared through the workspace, not MF's type zips.
      dts: false,
    },
    dir,
  );
}
