/**
 * `pnpm prerender` (the last step of `pnpm build`): writes shell/dist/prerendered/<page>.html,
 * the public pages of shell/src/prerender/routes.ts rendered in every language, so a first
 * visit paints the page from the HTML while the app's JavaScript is still downloading
 * (README "Figures"). The shell composes the document; each page comes from its remote's
 * source, found through the remote's own list of exposed modules (src/exposes.ts).
 *
 * A build-time integration like e2e/, outside the packages' layers. After a remote is
 * redeployed alone, run it again (or the old copy shows until the app replaces it).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageLoader } from '../../shell/src/federation/load-page';
import {
  composeDocument,
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  prerenderedFile,
  renderRoute,
  SUPPORTED_LANGUAGES,
} from '../../shell/src/prerender';
import { REMOTES } from '../../tooling/remotes/src/registry';
import { buildGateScript } from './gate-script';

const root = path.resolve(import.meta.dirname, '..', '..');
const shellDist = path.join(root, 'shell', 'dist');

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
  const outDir = path.join(shellDist, PRERENDERED_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const route of PRERENDERED_ROUTES) {
    const copies = [];
    // One at a time: the page's i18next instance and Emotion cache are the process's own.
    for (const language of SUPPORTED_LANGUAGES) {
      copies.push({ language, html: await renderRoute(route, language, loadFromSource) });
    }
    const file = path.join(outDir, prerenderedFile(route.path));
    const html = composeDocument({ template, path: route.path, copies, gateScript });
    writeFileSync(file, html);
    console.log(`prerendered ${route.path} → ${path.relative(root, file)} (${html.length} B)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
