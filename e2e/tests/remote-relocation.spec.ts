import { expect, type Request, test } from '@playwright/test';
import { Header } from '../pages/header';
import { remoteDist } from '../support/paths';
import { PORTS, relocatedPortalUrl } from '../support/ports';
import { type StackProcess, startStackProcess } from '../support/stack-process';
import { type StaticServer, serveDirectory } from '../support/static-server';
import { translation } from '../support/translations';

/**
 * A second portal whose config.json (and nothing else: same shell build) points two remotes
 * at other origins: public-site moved to its own server, library on a server we stop and start.
 */
const movedOrigin = `http://127.0.0.1:${PORTS.movedRemote}`;
const flakyOrigin = `http://127.0.0.1:${PORTS.flakyRemote}`;
const UNAVAILABLE = translation('shell', 'en', 'remote.unavailableTitle');
const RETRY = translation('shell', 'en', 'remote.retry');
const text = (key: string) => translation('remotes/public-site', 'en', key);

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: relocatedPortalUrl });

let stack: StackProcess;
let moved: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  moved = await serveDirectory(remoteDist('public-site'), PORTS.movedRemote);
  stack = await startStackProcess({
    apiPort: PORTS.relocatedApi,
    portalPort: PORTS.relocatedPortal,
    env: {
      REMOTE_URL_PUBLIC_SITE: `${movedOrigin}/mf-manifest.json`,
      REMOTE_URL_LIBRARY: `${flakyOrigin}/mf-manifest.json`,
    },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await moved?.close();
});

test('a remote moved to another origin by config.json alone still renders, loaded from there', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(request.url()));
  // /about is prerendered: its heading paints from the HTML before the remote's code is
  // fetched, so the test waits for that code instead of reading the requests at the paint.
  const movedCode = page.waitForRequest(
    (request) => request.url().startsWith(movedOrigin) && request.url().endsWith('.js'),
  );
  await page.goto('/about');
  await movedCode;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('about.title'));
  await page.waitForLoadState('networkidle');

  expect(requests).toContain(`${movedOrigin}/mf-manifest.json`);
  // Nothing of public-site came from the portal's own /remotes/ folder.
  expect(requests.filter((url) => url.includes('/remotes/public-site/'))).toEqual([]);
});

test('an unreachable remote shows the unavailable panel; the rest works; Retry recovers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const header = new Header(page);
  // The library remote's server is down.
  await page.goto('/resources');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  const retry = page.getByRole('button', { name: RETRY });
  await expect(retry).toBeVisible();
  await expect(header.banner).toBeVisible();

  // Home and the header still work while library is down.
  await header.navLink('home').click();
  await expect(page).toHaveURL(`${relocatedPortalUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.hero.title'));
  // The shell could not read library's routes (its routes.json is on the dead server), so its
  // header links are not there; its pages still show the unavailable panel, not the 404.
  await expect(header.banner.getByRole('link', { name: 'Resources', exact: true })).toHaveCount(0);
  await page.goto('/resources');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });

  // The remote comes back: Retry loads it without a page reload.
  const flaky = await serveDirectory(remoteDist('library'), PORTS.flakyRemote);
  try {
    await page.getByRole('button', { name: RETRY }).click();
    await expect(page.getByText(UNAVAILABLE)).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(flaky.requests).toEqual(expect.arrayContaining(['/routes.json', '/mf-manifest.json']));
    // Its routes are known now: its header link is back.
    await expect(header.navLink('resources')).toBeVisible();
  } finally {
    await flaky.close();
  }
});
