import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NGINX_BINARY, type RunningNginx, startNginx } from '../support/nginx';
import { REPO_ROOT, remoteDist, shellDist } from '../support/paths';
import { apiUrl, PORTS, portalLoopbackUrl } from '../support/ports';
import { translation } from '../support/translations';

/**
 * The public pages' prerendered HTML is public-site's own output
 * (remotes/public-site/dist/prerendered, `pnpm prerender`): a public-site release — its dist,
 * uploaded alone — changes what the production nginx serves as the page's first paint, with
 * the shell's files untouched.
 */
const origin = `http://127.0.0.1:${PORTS.prerenderNginx}`;
const release = path.join(REPO_ROOT, 'e2e', '.cache', 'public-site-release');
const OLD_TITLE = translation('remotes/public-site', 'en', 'about.title');
const NEW_TITLE = 'Who we are, released on its own';

test.skip(
  !existsSync(NGINX_BINARY) && !process.env.CI,
  `${NGINX_BINARY} not found: install it with \`apt-get install -y nginx\` (with CI=true this test fails instead)`,
);

let nginx: RunningNginx;
const shellIndexAt = () => statSync(path.join(shellDist(), 'index.html')).mtimeMs;
let shellBefore = 0;

test.beforeAll(async () => {
  shellBefore = shellIndexAt();
  // The release: public-site's dist as its build and prerender left it, with the about page's
  // copy changed (as a text change in public-site would change it).
  rmSync(release, { recursive: true, force: true });
  cpSync(remoteDist('public-site'), release, { recursive: true });
  const about = path.join(release, 'prerendered', 'about.html');
  const html = readFileSync(about, 'utf8');
  expect(html).toContain(OLD_TITLE);
  writeFileSync(about, html.replaceAll(OLD_TITLE, NEW_TITLE));
  const config = (await (await fetch(`${portalLoopbackUrl}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  nginx = await startNginx({
    port: PORTS.prerenderNginx,
    serverName: 'csan.test',
    supabaseUrl: apiUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    siteUrl: origin,
    remoteDirs: { 'public-site': release },
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  rmSync(release, { recursive: true, force: true });
});

test("public-site's prerendered page deploys from public-site's output alone", async ({
  request,
}) => {
  const about = await request.get(`${origin}/about`);
  expect(about.status()).toBe(200);
  const body = await about.text();
  // (includes, not toContain: a failure would print the whole document.)
  expect(body.includes(NEW_TITLE), 'the release’s copy').toBe(true);
  expect(body.includes(OLD_TITLE), 'the previous copy').toBe(false);
  // The document is the shell's (its scripts), served from public-site's folder.
  expect(body.includes('<div id="root">')).toBe(true);
  // The other copies came with the same release; a path without one gets the plain shell.
  const home = await (await request.get(`${origin}/`)).text();
  expect(home.includes('data-prerender-path="/"'), 'the home page’s copy').toBe(true);
  const plain = await (await request.get(`${origin}/membership`)).text();
  expect(plain === readFileSync(path.join(shellDist(), 'index.html'), 'utf8')).toBe(true);
  // The shell was neither rebuilt nor holds any prerendered copy.
  expect(shellIndexAt()).toBe(shellBefore);
  expect(existsSync(path.join(shellDist(), 'prerendered'))).toBe(false);
});
