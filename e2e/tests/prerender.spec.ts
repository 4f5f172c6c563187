import { existsSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { NGINX_BINARY, type RunningNginx, startNginx } from '../support/nginx';
import { apiUrl, PORTS, portalLoopbackUrl } from '../support/ports';
import { translation } from '../support/translations';

/**
 * The prerendered public pages (shell/src/prerender, `pnpm prerender`) through the production
 * nginx template, whose CSP allows the inline gate by its hash only. With every script blocked
 * the page must still show, in the visitor's language; then the app takes over the same page.
 */
const site = `http://csan.test:${PORTS.prerenderNginx}`;
const heroTitle = (language: 'en' | 'fr' | 'pt' | 'sw') =>
  translation('remotes/public-site', language, 'home.hero.title');

test.describe.configure({ mode: 'serial' });
test.skip(
  !existsSync(NGINX_BINARY) && !process.env.CI,
  `${NGINX_BINARY} not found: install it with \`apt-get install -y nginx\` (with CI=true this test fails instead)`,
);

let nginx: RunningNginx;

test.beforeAll(async () => {
  const config = (await (await fetch(`${portalLoopbackUrl}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  nginx = await startNginx({
    port: PORTS.prerenderNginx,
    serverName: 'csan.test',
    supabaseUrl: apiUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    siteUrl: site,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** Every script file refused: only the HTML (and its inline gate) can show anything. */
async function withoutScriptFiles(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
}

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('before any script file arrives, / shows the page in the detected language', async ({
  page,
}) => {
  const violations = cspViolations(page);
  await withoutScriptFiles(page);
  await page.goto(`${site}/?lng=fr`);
  await expect(page.getByText(heroTitle('fr'), { exact: true })).toBeVisible();
  await expect(page.getByText(heroTitle('en'), { exact: true })).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The tab says the page, in that language, before any script file: the gate set it.
  await expect(page).toHaveTitle(translation('remotes/public-site', 'fr', 'home.meta.title'));
  await expect(page.locator('footer:visible')).toHaveCount(1);
  expect(violations).toEqual([]);

  // The language the visitor chose earlier (i18next's localStorage cache) wins over the browser's.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'sw'));
  await page.goto(`${site}/`);
  await expect(page.getByText(heroTitle('sw'), { exact: true })).toBeVisible();
});

test('/about and /pillars are prerendered too; other paths get the plain shell', async ({
  page,
}) => {
  await withoutScriptFiles(page);
  await page.goto(`${site}/about?lng=pt`);
  await expect(
    page.getByText(translation('remotes/public-site', 'pt', 'about.title'), { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(translation('remotes/public-site', 'pt', 'about.meta.title'));
  await page.goto(`${site}/pillars`);
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'en');
  await page.goto(`${site}/membership`);
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender-path', /.*/);
  await expect(page.locator('#root')).toBeEmpty();
});

test('a visitor who may be signed in sees the copy without Sign in; an area host none', async ({
  page,
}) => {
  await withoutScriptFiles(page);
  await page.addInitScript(() => localStorage.setItem('sb-127-auth-token', '{}'));
  await page.goto(`${site}/`);
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-prerender-member', '');
  await expect(page.getByText(heroTitle('en'), { exact: true })).toBeVisible();
  // Its place is kept (no shift when the avatar comes), but it is not seen.
  const signIn = page.locator('header:visible a[data-signed-out-only]');
  await expect(signIn).toHaveCount(1);
  await expect(signIn).toBeHidden();

  const area = `http://skillup.csan.test:${PORTS.prerenderNginx}/`;
  await page.evaluate(() => localStorage.clear());
  await page.goto(area);
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender', /.*/);
  await expect(page.getByText(heroTitle('en'), { exact: true })).toBeHidden();
});

test("the early script asks for every remote's routes and the page's manifest before main.js runs", async ({
  page,
}) => {
  const { remotes } = (await (await fetch(`${portalLoopbackUrl}/config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const violations = cspViolations(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The shell's code never arrives: whatever is asked for comes from the document's own
  // inline script (shell/src/boot/early-fetch.ts), allowed by its CSP hash.
  await page.route('**/main.*.js', (route) => route.abort());
  await page.goto(`${site}/`);
  await expect
    .poll(() => requested.filter((path) => path.endsWith('/routes.json')).length)
    .toBe(Object.keys(remotes).length);
  await expect.poll(() => requested).toContain('/remotes/public-site/mf-manifest.json');
  expect(violations).toEqual([]);
});

test('the app then replaces the copy with the live page, which works', async ({ page }) => {
  const violations = cspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) remoteFiles.push(pathname);
  });
  await page.goto(`${site}/`);
  // The copies leave #root when the app renders; the live page is the same page.
  await expect(page.locator('[data-prerender-lang]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: heroTitle('en') })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(`${site}/about`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: translation('remotes/public-site', 'en', 'about.title'),
    }),
  ).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  // What the early script asked for was what the app used: no file of a remote came twice.
  expect(remoteFiles.filter((file, i) => remoteFiles.indexOf(file) !== i)).toEqual([]);
});
