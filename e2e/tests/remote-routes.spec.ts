import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Header } from '../pages/header';
import { remoteDist, shellDist } from '../support/paths';
import { areaUrl, PORTS } from '../support/ports';
import { type StackProcess, startStackProcess } from '../support/stack-process';
import { type StaticServer, serveDirectory } from '../support/static-server';
import { translation } from '../support/translations';
import { buildVariantRemote } from '../support/variant-remote';

/**
 * Routes are data owned by the remote (README "Routes"): a remote the shell has never heard of,
 * built here with a new top-level page, a guard and a header link, is deployed alone — its dist
 * on its own origin and one line in config.json — and the running shell (not rebuilt) links,
 * guards and shows it. And a missing or dead remote fails alone: its section shows the
 * unavailable panel, the header, sign-in and every other route keep working.
 */
const EVENTS_PAGE = `import { Container, Heading, Text } from '@csan/shared-ui';
export default function EventsPage() {
  return (
    <Container py="12">
      <Heading as="h1">Members' events</Heading>
      <Text>Deployed with its own route.</Text>
    </Container>
  );
}
`;
const LABELS = { en: 'Events', fr: 'Événements', pt: 'Eventos', sw: 'Matukio' };
const UNAVAILABLE = translation('shell', 'en', 'remote.unavailableTitle');
const publicText = (key: string) => translation('remotes/public-site', 'en', key);
const STUDENT = { email: 'student@csan.test', password: 'CsanDemo!2026' };

test.describe.configure({ mode: 'serial' });

let stack: StackProcess;
let events: StaticServer;
const shellBuiltAt = () => statSync(path.join(shellDist(), 'index.html')).mtimeMs;
let shellBefore = 0;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shellBefore = shellBuiltAt();
  const dist = buildVariantRemote({
    name: 'events',
    expose: 'EventsPage',
    page: EVENTS_PAGE,
    routes: [
      {
        path: '/events',
        expose: 'EventsPage',
        guard: { kind: 'signed-in' },
        readsDatabase: false,
        nav: { key: 'events', header: 45, label: LABELS },
      },
    ],
  });
  events = await serveDirectory(dist, PORTS.movedRemote);
  stack = await startStackProcess({
    apiPort: PORTS.relocatedApi,
    portalPort: PORTS.relocatedPortal,
    env: {
      // The new remote: one entry in config.json, nothing else.
      EXTRA_REMOTES: JSON.stringify({ events: `${events.origin}/mf-manifest.json` }),
      // library left out of config.json; tools pointed at a port nothing listens on.
      REMOTE_URL_LIBRARY: 'off',
      REMOTE_URL_TOOLS: `http://127.0.0.1:${PORTS.flakyRemote}/mf-manifest.json`,
      REMOTE_URL_SKILLUP: `http://127.0.0.1:${PORTS.flakyRemote}/mf-manifest.json`,
    },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await events?.close();
});

test('a remote deployed alone adds its page, guard and header link; the shell is not rebuilt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const header = new Header(page);
  await page.goto(`${stack.portalUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicText('about.title'));
  // Linked: the header has the remote's own link, labelled in the page's language.
  const link = header.banner.getByRole('navigation').getByRole('link', { name: 'Events' });
  await expect(link).toHaveAttribute('href', '/events');
  // Guarded: a visitor is sent to sign in, and comes back after.
  await link.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fevents$/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(STUDENT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STUDENT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Shown: the page, from the remote's own origin.
  await expect(page).toHaveURL(`${stack.portalUrl}/events`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Members' events");
  expect(events.requests).toEqual(expect.arrayContaining(['/routes.json', '/mf-manifest.json']));
  // The same link in another language: the label came with the remote.
  await header.switchLanguage('Français');
  await expect(header.banner.getByRole('link', { name: LABELS.fr })).toBeVisible();
  // The shell's build was not touched by any of this.
  expect(shellBuiltAt()).toBe(shellBefore);
  expect(statSync(path.join(remoteDist('public-site'), 'routes.json')).isFile()).toBe(true);
});

test('a remote left out of config.json fails alone: its section is unavailable, the rest works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const header = new Header(page);
  // library's pages: the unavailable panel inside the shell, not the boot error or a 404.
  for (const path of ['/resources', '/resources/some-item', '/products']) {
    await page.goto(`${stack.portalUrl}${path}`);
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
    await expect(header.banner).toBeVisible();
  }
  // Its header links are gone; every other route, the header and sign-in work.
  await expect(header.banner.getByRole('link', { name: 'Resources' })).toHaveCount(0);
  await header.navLink('pillars').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicText('pillars.title'));
  await page.goto(`${stack.portalUrl}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto(`${stack.portalUrl}/membership`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote at a dead URL fails alone on its own host; the main site is untouched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // tools and skillup point at a port nothing listens on: their hosts show the panel…
  for (const label of ['tools', 'skillup']) {
    await page.goto(`${areaUrl(label, PORTS.relocatedPortal)}/`);
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE, { timeout: 30_000 });
    await expect(new Header(page).banner).toBeVisible();
  }
  // …while intel, another area, and the main site work.
  await page.goto(`${areaUrl('intel', PORTS.relocatedPortal)}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('remotes/intel', 'en', 'about.title'),
  );
  await page.goto(`${stack.portalUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicText('home.hero.title'));
});
