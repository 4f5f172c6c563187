import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAsUi } from '../support/backend';
import { REPO_ROOT, remoteDist } from '../support/paths';
import { PORTS, relocatedPortalUrl } from '../support/ports';
import { type StackProcess, startStackProcess } from '../support/stack-process';
import { type StaticServer, serveDirectory } from '../support/static-server';
import { translation } from '../support/translations';

/**
 * Error reporting per remote, end to end: a portal whose config.json (same shell build) points
 * library at a dead URL and membership-checkout at a broken deploy (its manifest is there, its
 * remoteEntry.js is not). A visitor opening their pages sees the unavailable panel; the
 * federation hook's reports reach the database; the admin reads them in Admin → Errors,
 * grouped by remote and version (the broken deploy's version is the one its manifest declared).
 */
const deadOrigin = `http://127.0.0.1:${PORTS.flakyRemote}`; // nothing listens there
const brokenOrigin = `http://127.0.0.1:${PORTS.movedRemote}`;
const UNAVAILABLE = translation('shell', 'en', 'remote.unavailableTitle');
const admin = (key: string) => translation('remotes/admin-console', 'en', key);
const SEEDED_ADMIN = {
  email: 'admin@csan.test',
  password: DEMO_PASSWORD,
  totpSecret: 'MHCZNLFPXEQLCZ6YTQOCZRG3WWIXIAMD',
};

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: relocatedPortalUrl });

let stack: StackProcess;
let broken: StaticServer;
let brokenVersion: string;

/** membership-checkout's dist without its remoteEntry.js: a deploy that lost a file. */
function brokenDeploy(): string {
  const dir = path.join(REPO_ROOT, 'e2e', '.cache', 'broken-membership-checkout');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(remoteDist('membership-checkout'), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  brokenVersion = manifest.metaData.buildInfo.buildVersion;
  rmSync(path.join(dir, manifest.metaData.remoteEntry.name));
  return dir;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  broken = await serveDirectory(brokenDeploy(), PORTS.movedRemote);
  stack = await startStackProcess({
    apiPort: PORTS.relocatedApi,
    portalPort: PORTS.relocatedPortal,
    env: {
      REMOTE_URL_LIBRARY: `${deadOrigin}/mf-manifest.json`,
      REMOTE_URL_MEMBERSHIP_CHECKOUT: `${brokenOrigin}/mf-manifest.json`,
    },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await broken?.close();
});

/**
 * Waits for the page's report about `remote` (report_client_error answers 204). Every page load
 * may report the dead remote first: the shell reads each remote's routes at start-up.
 */
const reportAbout = (page: Page, remote: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/rest/v1/rpc/report_client_error') &&
      response.request().method() === 'POST' &&
      response.request().postDataJSON()?.p_remote === remote,
    { timeout: 30_000 },
  );

test('a dead remote and a broken deploy each show the unavailable panel and are reported', async ({
  page,
}) => {
  const dead = reportAbout(page, 'library');
  await page.goto('/resources');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  const deadReport = await dead;
  expect(deadReport.status()).toBe(204);
  expect(deadReport.request().postDataJSON()).toMatchObject({
    p_remote: 'library',
    p_source: 'federation',
  });

  const broke = reportAbout(page, 'membership_checkout');
  await page.goto('/membership');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  const brokenReport = await broke;
  expect(brokenReport.status()).toBe(204);
  expect(brokenReport.request().postDataJSON()).toMatchObject({
    p_remote: 'membership_checkout',
    p_source: 'federation',
    p_version: brokenVersion,
  });
});

test('the admin reads the reports in Admin → Errors, grouped by remote and version', async ({
  page,
}) => {
  await signInAsUi(page, SEEDED_ADMIN, relocatedPortalUrl);
  await page.goto('/admin/errors');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: admin('admin.tabs.errors') }),
  ).toBeVisible();
  const table = main.getByRole('table', { name: admin('errors.table') });

  const library = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'library' }) });
  // Its manifest never arrived, so no version is known. (Its routes and its page may each have
  // failed with their own message: one group per message.)
  await expect(library.first()).toBeVisible();
  for (const row of await library.all()) {
    await expect(row.getByRole('cell').nth(0)).toHaveText('unknown');
    await expect(row).toContainText(admin('errors.source.federation'));
  }

  const checkout = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'membership_checkout' }) });
  await expect(checkout).toHaveCount(1);
  await expect(checkout.getByRole('cell').nth(0)).toHaveText(brokenVersion);
  await expect(checkout).toContainText(admin('errors.source.federation'));

  // Searched on the server, with the search in the address.
  await main.getByRole('searchbox', { name: admin('errors.search') }).fill('membership');
  await expect(page).toHaveURL(/\/admin\/errors\?q=membership$/);
  await expect(table.getByRole('rowheader')).toHaveText(['membership_checkout']);
});
