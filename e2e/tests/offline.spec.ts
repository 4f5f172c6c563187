import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { areaFlag, expectAreaLanding } from '../support/areas';
import { createMember } from '../support/backend';
import { NGINX_BINARY, type RunningNginx, startNginx } from '../support/nginx';
import { remoteDist } from '../support/paths';
import { apiUrl, areaUrl, LOCAL_DOMAIN, PORTS, portalLoopbackUrl } from '../support/ports';
import { signInAs } from '../support/session';
import { translation } from '../support/translations';
import { buildVariantRemote } from '../support/variant-remote';

/**
 * Issue 31 item 3 (docs/offline.md): the portal installs (web app manifest, a service worker
 * that takes control); pages seen once open offline with their last data and the offline
 * notice; a remote redeployed at the same URL is the one the next visit runs. Served by the
 * production nginx template over the build, the library remote from a folder this test
 * deploys into (so it can redeploy it); the worker needs a secure context: *.localhost.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });
test.skip(
  !existsSync(NGINX_BINARY) && !process.env.CI,
  `${NGINX_BINARY} not found: install it with \`apt-get install -y nginx\` (with CI=true this test fails instead)`,
);

const site = `http://${LOCAL_DOMAIN}:${PORTS.nginx}`;
const skillup = areaUrl('skillup', PORTS.nginx);
const offlineSaved = translation('shell', 'en', 'offline.offlineSaved').split(' {{time}}')[0];
const offlineLead = translation('shell', 'en', 'offline.offline').split(' —')[0] ?? '';
const heroTitle = translation('remotes/public-site', 'en', 'home.hero.title');
const REDEPLOYED = 'The library, redeployed';
const VARIANT_PAGE = `import { Container, Heading } from '@csan/shared-ui';
export default function ResourcesPage() {
  return (
    <Container py="12">
      <Heading as="h1">${REDEPLOYED}</Heading>
    </Container>
  );
}
`;

let nginx: RunningNginx;
let deployRoot: string;
const deployedLibrary = () => path.join(deployRoot, 'library');

/** A release of the library remote: its files replace the deployed folder's. */
function deployLibrary(dist: string) {
  rmSync(deployedLibrary(), { recursive: true, force: true });
  cpSync(dist, deployedLibrary(), { recursive: true });
}

test.beforeAll(async () => {
  deployRoot = mkdtempSync(path.join(os.tmpdir(), 'csan-offline-'));
  deployLibrary(remoteDist('library'));
  const config = (await (await fetch(`${portalLoopbackUrl}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  nginx = await startNginx({
    port: PORTS.nginx,
    serverName: LOCAL_DOMAIN,
    supabaseUrl: apiUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    siteUrl: site,
    remoteDirs: { library: deployedLibrary() },
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  rmSync(deployRoot, { recursive: true, force: true });
});

/** Opens `/` and waits until the worker controls the page (registered after load). */
async function installed(page: Page, origin = site) {
  await page.goto(`${origin}/`);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toBe(`${origin}/sw.js`);
}

/** Whether the worker keeps a copy of this page (`csan-pages`, shell/src/sw/rules.ts). */
const pageKept = (page: Page, url: string) =>
  page.evaluate(async (u) => Boolean(await (await caches.open('csan-pages')).match(u)), url);

/** The shell's offline notice (an area may add its own status, as SkillUp does). */
const shellNotice = (page: Page) =>
  page.getByRole('status').and(page.getByTestId('offline-notice'));

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test('the portal installs: a web app manifest and a worker that controls the page', async ({
  page,
}) => {
  await page.goto(`${site}/`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  // Read in the page: the browser's view of the files (and Node cannot resolve *.localhost).
  const read = (url: string) =>
    page.evaluate(async (u) => {
      const r = await fetch(u, { cache: 'no-store' });
      const type = r.headers.get('content-type');
      const cache = r.headers.get('cache-control');
      return {
        status: r.status,
        type,
        cache,
        body: type?.includes('json') ? await r.json() : null,
      };
    }, url);
  const answer = await read(href ?? '');
  expect(answer.type).toContain('application/manifest+json');
  const manifest = answer.body as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'CSAN', start_url: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon?.type, `icon ${size}`).toBe('image/png');
    expect(await read(icon?.src ?? '')).toMatchObject({ status: 200, type: 'image/png' });
  }
  // The worker is revalidated at every visit, so a new one is seen at once.
  expect((await read('/sw.js')).cache).toBe('no-cache');
  await installed(page);
  // An area host is an origin of its own: it gets its own worker (and caches).
  await installed(page, skillup);
});

test('pages seen once open offline with their last data and the offline notice', async ({
  page,
  context,
}) => {
  // Nine page loads online and offline, two hosts: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  // A member with a second factor (aal2): only such sessions' data is kept on the device.
  const member = await createMember({
    tier: 'Professional',
    totp: true,
    flags: { [areaFlag('skillup')]: true },
  });
  await signInAs(page, member);
  await installed(page);
  // `/` loaded before the worker ran: the page handed it over (register.ts), so it is kept too.
  await expect.poll(() => pageKept(page, `${site}/`)).toBe(true);

  await page.goto(`${site}/resources`);
  const count = page.getByText(/^Showing \d+ of \d+ resources$/);
  await expect(count).toBeVisible();
  const shown = await count.textContent();
  await page.goto(`${site}/membership`);
  const price = page
    .getByRole('main')
    .getByText(/^GHS [\d,]+\.\d\d/)
    .first();
  await expect(price).toBeVisible();
  const priceText = await price.textContent();
  await page.goto(`${site}/account`);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  // An area host: its own worker, then its page seen once under that worker.
  await installed(page, skillup);
  await page.goto(`${skillup}/`);
  await expectAreaLanding(page, 'skillup');
  await page.goto(`${site}/membership`);
  await expect(price).toBeVisible();
  // Kept in this member's own cache, never a shared one.
  await expect.poll(() => page.evaluate(() => caches.keys())).toContain(`csan-data-u-${member.id}`);

  await setOffline(context, true);
  await page.reload();
  const notice = shellNotice(page).filter({ hasText: offlineSaved });
  await expect(notice).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(priceText ?? '').first()).toBeVisible();
  await page.goto(`${site}/resources`);
  await expect(page.getByText(shown ?? '')).toBeVisible();
  await expect(notice).toBeVisible();
  // A member page and an area's page: the access checks decide from the kept data and the
  // session's aal2 (the factor read needs the auth server), not "could not verify".
  await page.goto(`${site}/account`);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expect(page.getByLabel(/Full name/)).toHaveValue(member.fullName);
  await page.goto(`${skillup}/`);
  await expectAreaLanding(page, 'skillup');
  await expect(shellNotice(page).filter({ hasText: offlineLead })).toBeVisible();
  // The first page, seen before the worker ran: its copy and its app (the notice is the app's).
  await page.goto(`${site}/`);
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(shellNotice(page).filter({ hasText: offlineLead })).toBeVisible();

  // The expiration records of the member's cache name each kept URL (their id in queries).
  const recordsOf = (cacheName: string) =>
    page.evaluate(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('workbox-expiration');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result
              .transaction('cache-entries')
              .objectStore('cache-entries')
              .index('cacheName')
              .count(name);
            count.onsuccess = () => resolve(count.result);
          };
        }),
      cacheName,
    );
  await expect.poll(() => recordsOf(`csan-data-u-${member.id}`)).toBeGreaterThan(0);

  // Signing out (back online) deletes the member's kept data on this device.
  await setOffline(context, false);
  await page.reload();
  await page
    .getByRole('button', { name: /Account menu of/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => caches.keys()))
    .not.toContain(`csan-data-u-${member.id}`);
  expect(await recordsOf(`csan-data-u-${member.id}`)).toBe(0);
});

test('a remote redeployed at the same address runs at the next visit', async ({ page }) => {
  test.setTimeout(240_000);
  await installed(page);
  await page.goto(`${site}/resources`);
  await expect(page.getByText(/^Showing \d+ of \d+ resources$/)).toBeVisible();

  // The library team rebuilds its remote and uploads it over the old one; the shell stays.
  deployLibrary(
    buildVariantRemote({ name: 'library', expose: 'ResourcesPage', page: VARIANT_PAGE }),
  );

  await page.goto(`${site}/`);
  await page.getByRole('navigation').getByRole('link', { name: 'Resources' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: REDEPLOYED })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: REDEPLOYED })).toBeVisible();
});
