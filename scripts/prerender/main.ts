/**
 * `pnpm prerender` (the last step of `pnpm build`): writes
 * remotes/public-site/dist/prerendered/<page>.html — public-site's routes marked `prerender`
 * (its src/routes.ts) rendered in every language — so a first visit paints the page from the
 * HTML while the app's JavaScript is still downloading (README "Figures"). The documents are
 * public-site's own output: a public-site release (build, prerender, upload its dist) ships
 * them in one upload. The shell composes the document from the deployed shell's index.html
 * (`--shell <dist dir>`, default shell/dist); each page comes from its remote's source, found
 * through the remote's own list of exposed modules (src/exposes.ts); the header's links from
 * every remote's src/routes.ts, as the shell reads them from routes.json at run time.
 *
 * A build-time integration like e2e/, outside the packages' layers. A shell release changes
 * index.html's script names: run it again then and upload public-site's dist/prerendered.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageLoader } from '../../shell/src/federation/load-page';
import {
  composeDocument,
  PRERENDERED_DIR,
  prerenderedFile,
  prerenderedRoutes,
  renderRoute,
  SUPPORTED_LANGUAGES,
  setRouteTable,
} from '../../shell/src/prerender';
import type { LiveRoute } from '../../shell/src/routes/route-table';
import { REMOTES } from '../../tooling/remotes/src/registry';
import { buildGateScript } from './gate-script';

const root = path.resolve(import.meta.dirname, '..', '..');
const shellFlag = process.argv.indexOf('--shell');
const shellDist =
  shellFlag > 0
    ? path.resolve(process.argv[shellFlag + 1] ?? '')
    : path.join(root, 'shell', 'dist');
const publicSiteDist = path.join(root, 'remotes', 'public-site', 'dist');

/** Every remote's declared routes, from its source (what its build writes to routes.json). */
async function routesFromSource(): Promise<LiveRoute[]> {
  const all: LiveRoute[] = [];
  for (const { name, folder } of REMOTES) {
    const file = path.join(root, 'remotes', folder, 'src', 'routes.ts');
    const { ROUTES } = (await import(pathToFileURL(file).href)) as { ROUTES: LiveRoute[] };
    all.push(...ROUTES.map((route) => ({ ...route, remote: name })));
  }
  return all;
}

/** A page module from its remote's source: `public_site` → remotes/public-site/src/exposes.ts. */
const loadFromSource: PageLoader = async (remote, expose) => {
  const folder = REMOTES.find((r) => r.name === remote)?.folder;
  if (!folder) throw new Error(`${remote} is not in the remote registry`);
  const dir = path.join(root, 'remotes', folder);
  const { EXPOSES } = (await import(pathToFileURL(path.join(dir, 'src', 'exposes.ts')).href)) as {
    EXPOSES: Record<string, string>;
  };
  const file = EXPOSES[`./${expose}`];
  if (!file) throw new Error(`${remote} exposes no ${expose}`);
  return import(pathToFileURL(path.join(dir, file)).href);
};

async function main() {
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const gateScript = buildGateScript();
  const outDir = path.join(publicSiteDist, PRERENDERED_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const routes = await routesFromSource();
  setRouteTable({ routes, missing: [] });
  for (const route of prerenderedRoutes(routes)) {
    const copies = [];
    // One at a time: the page's i18next instance and Emotion cache are the process's own.
    for (const language of SUPPORTED_LANGUAGES) {
      copies.push(await renderRoute(route, language, loadFromSource));
    }
    const file = path.join(outDir, prerenderedFile(route.path));
    const html = composeDocument({
      template,
      path: route.path,
      copies,
      gateScript,
      pageRemote: route.remote,
    });
    writeFileSync(file, html);
    console.log(`prerendered ${route.path} → ${path.relative(root, file)} (${html.length} B)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
