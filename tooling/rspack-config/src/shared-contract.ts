import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { ExposeSharedPlugin } from './expose-shared';
import { FACADE_PACKAGES, usedRouterExports } from './router-facade';
import { installedVersion, SHARED_REQUESTS } from './shared';
import {
  MANIFEST_FIELD,
  PROVIDED_FILE,
  type SharedImports,
  type SharedProvided,
} from './shared-check';
import { importedNames, moduleSurface, workspaceEntry } from './shared-surface';

/**
 * What an app built in `appDir` provides to the share scope: each shared request's version and
 * export names — a workspace package's value exports (read from its entry), the generated list
 * of a facade package (router, react-i18next: router-facade.ts); `null` for one shared whole.
 */
export function providedShared(appDir: string, workspaceRoot: string): SharedProvided {
  const shared: SharedProvided['shared'] = {};
  for (const { request, pkg } of SHARED_REQUESTS) {
    const version = installedVersion(appDir, pkg);
    const entry = request.endsWith('/') ? null : workspaceEntry(appDir, request, pkg);
    const exports = entry
      ? moduleSurface(entry).values
      : FACADE_PACKAGES.includes(request)
        ? usedRouterExports(workspaceRoot, request)
        : null;
    shared[request] = { version, exports };
  }
  return { shared };
}

const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * What the remote built in `appDir` imports from shared modules: for each shared request, the
 * range it asks (`^` its installed version) and the value names its own modules in the bundle
 * (`files`, those under `<appDir>/src`) import.
 */
export function sharedImportsOf(appDir: string, files: Iterable<string>): SharedImports {
  const pkgOf = new Map(SHARED_REQUESTS.map(({ request, pkg }) => [request, pkg]));
  const requests = new Set(pkgOf.keys());
  const names = new Map<string, Set<string>>();
  const srcDir = path.join(appDir, 'src') + path.sep;
  for (const file of files) {
    if (!file.startsWith(srcDir) || !SOURCE.test(file) || file.endsWith('.d.ts')) continue;
    for (const [request, used] of importedNames(file, readFileSync(file, 'utf8'), requests)) {
      const all = names.get(request) ?? new Set<string>();
      for (const name of used) all.add(name);
      names.set(request, all);
    }
  }
  return Object.fromEntries(
    [...names.keys()].sort().map((request) => [
      request,
      {
        requiredVersion: `^${installedVersion(appDir, pkgOf.get(request) ?? request)}`,
        imports: [...(names.get(request) ?? [])].sort(),
      },
    ]),
  );
}

const REPORT_STAGE = 5000; // Compilation.PROCESS_ASSETS_STAGE_REPORT: after MF writes its manifest

function afterAssets(compiler: Compiler, name: string, run: (compilation: Compilation) => void) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: REPORT_STAGE }, () => run(compilation));
  });
}

/**
 * The shell's build writes `shared-provided.json` next to its index.html: what this shell
 * provides, for `pnpm check:remote` to test a remote against before it is uploaded.
 */
export class SharedProvidedPlugin implements RspackPluginInstance {
  constructor(
    private readonly appDir: string,
    private readonly workspaceRoot: string,
  ) {}

  apply(compiler: Compiler) {
    afterAssets(compiler, 'CsanSharedProvided', (compilation) => {
      const provided = providedShared(this.appDir, this.workspaceRoot);
      const { RawSource } = compiler.webpack.sources;
      compilation.emitAsset(PROVIDED_FILE, new RawSource(`${JSON.stringify(provided, null, 2)}\n`));
    });
  }
}

/**
 * A remote's build adds `sharedImports` to its `mf-manifest.json`: the shared names it needs
 * (and `exposeShared`, per page: expose-shared.ts).
 * `pnpm check:remote` reads it from the build; the shell reads it with the manifest at run time
 * and refuses the remote's pages when it lacks one of them (shell/src/federation/shared-gate.ts).
 */
export class SharedImportsPlugin implements RspackPluginInstance {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler) {
    // The manifest's other field about shared modules: which ones each page needs at once.
    new ExposeSharedPlugin().apply(compiler);
    afterAssets(compiler, 'CsanSharedImports', (compilation) => {
      const asset = compilation.getAsset('mf-manifest.json');
      if (!asset) return;
      const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
      manifest[MANIFEST_FIELD] = sharedImportsOf(this.appDir, compilation.fileDependencies);
      const { RawSource } = compiler.webpack.sources;
      compilation.updateAsset('mf-manifest.json', new RawSource(JSON.stringify(manifest, null, 2)));
    });
  }
}
