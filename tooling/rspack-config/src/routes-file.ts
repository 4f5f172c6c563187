import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** The route data a remote declares in `src/routes.ts` (typed by `@csan/shared-auth/routes`). */
export type DeclaredRoute = { path: string; expose: string };

/** The file the shell reads next to the remote's mf-manifest.json (shared-auth's ROUTES_FILE). */
export const ROUTES_FILE = 'routes.json';

/**
 * The expose of each route that the remote does not expose (a typo would otherwise only show
 * as an unavailable section in the browser): the build fails naming them.
 */
export function unexposedRoutes(
  routes: readonly DeclaredRoute[],
  exposes: Record<string, string>,
): string[] {
  return routes.filter((r) => !(`./${r.expose}` in exposes)).map((r) => `${r.path} → ${r.expose}`);
}

/**
 * Writes the remote's routes (its own `src/routes.ts`) to `routes.json` in its output: the shell
 * learns the remote's pages, guards and nav links from it at run time (README "Routes"), so a
 * new page ships with the remote alone.
 */
export class RoutesFilePlugin implements RspackPluginInstance {
  constructor(
    private readonly routes: readonly DeclaredRoute[],
    private readonly exposes: Record<string, string>,
  ) {}

  apply(compiler: Compiler) {
    const missing = unexposedRoutes(this.routes, this.exposes);
    compiler.hooks.thisCompilation.tap('CsanRoutesFile', (compilation) => {
      if (missing.length > 0) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `routes.ts names pages this remote does not expose: ${missing.join(', ')}`,
          ),
        );
        return;
      }
      compilation.hooks.processAssets.tap({ name: 'CsanRoutesFile' }, () => {
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset(ROUTES_FILE, new RawSource(`${JSON.stringify(this.routes)}\n`));
      });
    });
  }
}
