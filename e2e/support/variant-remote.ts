import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteData } from '../../shared-auth/src/route-data';
import { REPO_ROOT } from './paths';
import { MAIN_ROUTES } from './route-data';

const workspaceSharedUi = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The version the variant's shared-ui claims: a minor above the one the shell was built with,
 * in the same major (read from the workspace, so a major bump of shared-ui keeps it newer).
 */
export const NEWER_SHARED_UI = `${workspaceSharedUi.split('.')[0]}.99.0`;

/**
 * Builds a remote the way a team deploying alone would, against a newer `@csan/shared-ui` than
 * the running shell's: the workspace's shared-ui plus one export it does not have
 * (`formatPercent`), at NEWER_SHARED_UI. The remote (MF `name`) exposes one page, `expose`,
 * whose source is `page`, and declares `routes` (its routes.json; by default the route of the
 * real remote that serves `expose`). Built with the workspace's config factory, in e2e/.cache
 * (ignored); returns its dist folder.
 */
export function buildVariantRemote(options: {
  name: string;
  expose: string;
  page: string;
  routes?: readonly RouteData[];
}) {
  const routes =
    options.routes ??
    MAIN_ROUTES.filter(
      (r) => r.folder === options.name.replaceAll('_', '-') && r.expose === options.expose,
    ).map(({ folder: _folder, ...route }) => route);
  const dir = path.join(REPO_ROOT, 'e2e', '.cache', `variant-${options.name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  // The dependencies of a real remote (tools), with shared-ui replaced by the newer one.
  const from = path.join(REPO_ROOT, 'remotes', 'tools', 'node_modules');
  const modules = path.join(dir, 'node_modules');
  for (const entry of readdirSync(from)) {
    if (!entry.startsWith('@')) {
      mkdirSync(modules, { recursive: true });
      symlinkSync(path.join(from, entry), path.join(modules, entry));
      continue;
    }
    mkdirSync(path.join(modules, entry), { recursive: true });
    for (const pkg of readdirSync(path.join(from, entry))) {
      if (`${entry}/${pkg}` === '@csan/shared-ui') continue;
      symlinkSync(path.join(from, entry, pkg), path.join(modules, entry, pkg));
    }
  }
  // Outside node_modules (and linked there) so it is compiled like the workspace's own package.
  const sharedUi = path.join(dir, 'shared-ui-next');
  mkdirSync(sharedUi, { recursive: true });
  symlinkSync(sharedUi, path.join(modules, '@csan', 'shared-ui'));
  const real = path.join(REPO_ROOT, 'shared-ui', 'src');
  writeFileSync(
    path.join(sharedUi, 'package.json'),
    JSON.stringify({
      name: '@csan/shared-ui',
      version: NEWER_SHARED_UI,
      type: 'module',
      exports: { '.': './index.ts', './forms': './forms.ts' },
    }),
  );
  writeFileSync(
    path.join(sharedUi, 'index.ts'),
    `export * from '${real}/index.ts';\n` +
      'export function formatPercent(share: number): string {\n' +
      '  return String(Math.round(share * 100)) + " %";\n}\n',
  );
  writeFileSync(path.join(sharedUi, 'forms.ts'), `export * from '${real}/forms/index.ts';\n`);
  writeFileSync(path.join(dir, 'src', 'Page.tsx'), options.page);
  writeFileSync(
    path.join(dir, 'rspack.config.ts'),
    "import { createRemoteConfig } from '@csan/rspack-config';\n" +
      `export default createRemoteConfig({ name: '${options.name}' as never, dir: import.meta.dirname, exposes: { './${options.expose}': './src/Page.tsx' }, routes: ${JSON.stringify(routes)} });\n`,
  );
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'variant', type: 'module' }),
  );
  const result = spawnSync(path.join(modules, '.bin', 'rspack'), ['build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`variant remote build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return path.join(dir, 'dist');
}
