import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * react-router-dom as the portal shares it: a module re-exporting only the names some source of
 * the portal imports from react-router-dom, provided to the share scope under that package's
 * name and version (the `import` of its shared config, shared.ts).
 *
 * A shared module ships whole (its exports are used "in unknown ways"), and react-router-dom
 * re-exports all of react-router: data routers, fetchers, forms, server rendering — 60 KB gzip
 * on every page, of which the portal uses about a quarter. This module's exports are a fixed,
 * named list, so the bundler tree-shakes react-router down to what they need, and the router
 * stays one singleton (one router context for the shell and every remote): every app of the
 * workspace shares this same list, computed from the whole workspace's sources, not from its
 * own. MF's own shared tree-shaking was not used: its `runtime-infer` mode may load a trimmed
 * copy for one app and the full one for another (two routers), and `server-calc` needs a
 * deployment service (module-federation.io, "Shared Tree Shaking", FAQ 2).
 *
 * Importing a name that this list lacks would be `undefined` at run time, so the list is read
 * from the sources on every build (and dev-server start) and a form of import that does not
 * name what it takes (`import *`, a default import, `import()`, `export *`) fails the build.
 */

export const ROUTER_PACKAGE = 'react-router-dom';

/**
 * Every package shared this way. react-i18next too (issue 31): shared whole it is 10.2 KB gzip
 * on `/` (Trans and its HTML parser, withTranslation, the SSR helpers…) for the three names the
 * portal uses; as a facade 2.9 KB. Same rule and same gate as the router.
 */
export const FACADE_PACKAGES: readonly string[] = [ROUTER_PACKAGE, 'react-i18next'];

/** The folders whose sources end up in a page (the apps and the shared packages they bundle). */
function sourceRoots(workspaceRoot: string): string[] {
  const remotes = path.join(workspaceRoot, 'remotes');
  let remoteDirs: string[] = [];
  try {
    remoteDirs = readdirSync(remotes, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(remotes, entry.name));
  } catch {
    // no remotes folder
  }
  const shared = ['shell', 'shared-ui', 'shared-auth'].map((dir) => path.join(workspaceRoot, dir));
  return [...shared, ...remoteDirs];
}

const SOURCE = /\.(c|m)?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage']);

function sourceFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The value names a module imports (or re-exports) from `pkg` with `import { … } from` or
 * `export { … } from`; type-only names are left out (they are erased). Throws on any other
 * reference to `pkg`: the names it takes cannot be known.
 */
export function namedImportsOf(text: string, pkg: string): string[] {
  const quoted = `['"]${escapeRegExp(pkg)}['"]`;
  const named = new RegExp(
    `\\b(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`,
    'g',
  );
  const names: string[] = [];
  let count = 0;
  for (const match of text.matchAll(named)) {
    count += 1;
    if (match[2]) continue; // import type { … }
    for (const part of (match[3] ?? '').split(',')) {
      const spec = part.trim();
      if (!spec || /^type\s/.test(spec)) continue;
      names.push(spec.split(/\s+as\s+/)[0]?.trim() ?? spec);
    }
  }
  const references = text.match(new RegExp(quoted, 'g'))?.length ?? 0;
  if (references !== count) {
    throw new Error(
      `imports ${pkg} other than by name (import * / default / import() / export *): the shared ` +
        `${pkg} holds only the names the portal imports (tooling/rspack-config/src/router-facade.ts)`,
    );
  }
  return names;
}

/** Every name imported from `pkg` (react-router-dom by default) in the workspace, sorted. */
export function usedRouterExports(workspaceRoot: string, pkg: string = ROUTER_PACKAGE): string[] {
  const names = new Set<string>();
  for (const file of sourceRoots(workspaceRoot).flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(pkg)) continue;
    try {
      for (const name of namedImportsOf(text, pkg)) names.add(name);
    } catch (error) {
      throw new Error(`${path.relative(workspaceRoot, file)}: ${(error as Error).message}`);
    }
  }
  return [...names].sort();
}

/** The folder holding pnpm-workspace.yaml, above `dir`. */
export function workspaceRootOf(dir: string): string {
  let current = dir;
  for (;;) {
    try {
      readFileSync(path.join(current, 'pnpm-workspace.yaml'));
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) throw new Error(`no pnpm-workspace.yaml above ${dir}`);
      current = parent;
    }
  }
}

/** The source of the facade module: `names` re-exported from the package's ESM entry. */
export function facadeSource(
  names: readonly string[],
  entry: string,
  pkg: string = ROUTER_PACKAGE,
): string {
  return [
    '// Generated by @csan/rspack-config (src/router-facade.ts) for every build: do not edit.',
    `// The ${pkg} exports the portal imports, so the shared singleton holds only them.`,
    `export {\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${entry}';`,
    '',
  ].join('\n');
}

/** Where the facade module of `pkg` is written for the app in `appDir`. */
const facadeFile = (appDir: string, pkg: string) =>
  path.join(appDir, 'node_modules', '.cache', 'csan-shared', `${pkg}.mjs`);

/**
 * Writes the facade module of `pkg` (one of FACADE_PACKAGES) for the app in `appDir` (under its
 * node_modules/.cache) and returns its absolute path, for the `import` of its shared config.
 */
export function routerFacade(appDir: string, pkg: string = ROUTER_PACKAGE): string {
  const names = usedRouterExports(workspaceRootOf(appDir), pkg);
  if (names.length === 0) throw new Error(`no module of the workspace imports ${pkg}`);
  const pkgDir = path.join(appDir, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    exports: { '.': { import: string | { default: string } } };
  };
  const esm = manifest.exports['.'].import;
  const esmEntry = path.join(pkgDir, typeof esm === 'string' ? esm : esm.default);
  const file = facadeFile(appDir, pkg);
  const dir = path.dirname(file);
  // Relative, so the module is the same text on every machine.
  const entry = path.relative(dir, esmEntry).split(path.sep).join('/');
  const source = facadeSource(names, entry.startsWith('.') ? entry : `./${entry}`, pkg);
  mkdirSync(dir, { recursive: true });
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first build
  }
  // Rewritten only when it changes, so a running dev server does not rebuild for nothing.
  if (current !== source) writeFileSync(file, source);
  return file;
}

/**
 * In watch mode (`rspack serve`), rewrites the facade before each rebuild, so a name newly
 * imported from react-router-dom joins the shared router without restarting the server.
 */
export class RouterFacadePlugin implements RspackPluginInstance {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.watchRun.tap('CsanRouterFacade', () => {
      // Those the config wrote (shared.ts), each from the sources as they are now.
      for (const pkg of FACADE_PACKAGES) {
        if (existsSync(facadeFile(this.appDir, pkg))) routerFacade(this.appDir, pkg);
      }
    });
  }
}
