import { existsSync } from 'node:fs';
import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { filesOnlyOf, type Manifest } from '../bench/classify';
import { freePort } from '../support/free-port';
import { NGINX_BINARY, type RunningNginx, startNginx } from '../support/nginx';
import { apiUrl, portalLoopbackUrl, portalUrl } from '../support/ports';
import {
  fetchManifests,
  JS_GZIP_BUDGET_KB,
  KB,
  PHONE,
  recordScripts,
  type Script,
  sizeReport,
} from '../support/size-budget';
import { translation } from '../support/translations';

/**
 * What a signed-out visitor downloads on `/`: every JavaScript response until the app has
 * rendered and the network is idle, each body gzipped at nginx's level (the bench:web figure),
 * within JS_GZIP_BUDGET_KB; and no server state (TanStack Query) or forms and overlays
 * (`@csan/shared-ui/forms`) among them — both load with the first page that needs them.
 *
 * And the pages a signed-out visitor reaches from the header that read the database publicly
 * (a library search, /products, /rd-services, /newsletter) load no supabase-js (53 KB gzip)
 * until a form needs it.
 *
 * Served by Debian's nginx over the build when it is installed (as a visitor gets it, and as
 * bench:web measures), else by the stack's portal; the counted bytes are the same either way.
 */

/** The on-demand singletons a public page must not pull in, by their federation name. */
const ON_DEMAND = ['@tanstack/react-query', '@csan/shared-ui/forms'] as const;

/** A string of TanStack Query's own code (useQueryClient's error), whichever chunk it lands in. */
const REACT_QUERY_CODE = 'No QueryClient set, use QueryClientProvider to set one';

const VIEWPORTS: { name: string; options: BrowserContextOptions }[] = [
  { name: 'phone', options: PHONE },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
];

test.describe.configure({ mode: 'serial' });

let origin = portalUrl;
let nginx: RunningNginx | undefined;
let manifests: Manifest[];
let onDemandFiles: Map<string, Set<string>>;
type Recorder = ReturnType<typeof recordScripts>;

test.beforeAll(async () => {
  if (existsSync(NGINX_BINARY)) {
    const port = await freePort();
    const config = (await (await fetch(`${portalLoopbackUrl}/config.json`)).json()) as {
      supabaseAnonKey: string;
    };
    origin = `http://csan.test:${port}`;
    nginx = await startNginx({
      port,
      serverName: 'csan.test',
      supabaseUrl: apiUrl,
      supabaseAnonKey: config.supabaseAnonKey,
      siteUrl: origin,
    });
  }
  manifests = await fetchManifests(portalLoopbackUrl);
  onDemandFiles = new Map(ON_DEMAND.map((name) => [name, filesOnlyOf(manifests, name)]));
  for (const [name, files] of onDemandFiles) {
    expect(files.size, `${name}: no chunk of its own in any federation manifest`).toBeGreaterThan(
      0,
    );
  }
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** `/` live (the app's render replaced the prerendered copy) and nothing left downloading. */
async function homeSettled(page: Page, recorder: Recorder) {
  await expect(page.locator('[data-prerender-lang]')).toHaveCount(0);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: translation('remotes/public-site', 'en', 'home.hero.title'),
    }),
  ).toBeVisible();
  await recorder.idle();
}

/** Which of the on-demand singletons these scripts include, by file or by code. */
function onDemandIn(scripts: Script[]): string[] {
  return ON_DEMAND.filter(
    (name) =>
      scripts.some((s) => onDemandFiles.get(name)?.has(s.file)) ||
      (name === '@tanstack/react-query' && scripts.some((s) => s.body.includes(REACT_QUERY_CODE))),
  );
}

for (const { name, options } of VIEWPORTS) {
  test(`/ signed out (${name}): JS within ${JS_GZIP_BUDGET_KB} KB gzip, no server state or forms`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...options, locale: 'en-US' });
    const page = await context.newPage();
    const recorder = recordScripts(page, manifests);
    await page.goto(`${origin}/`);
    await homeSettled(page, recorder);
    const scripts = await recorder.stop();
    await context.close();

    const report = sizeReport(scripts);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    test.info().annotations.push({ type: 'size', description: `${name} /: ${report}` });
    console.log(
      `size-budget: ${name} / via ${nginx ? 'nginx' : 'portal'}: ${report.split('\n')[0]}`,
    );
    expect(scripts.length, 'no JavaScript recorded').toBeGreaterThan(0);
    expect(total, `/ is over the JS budget:\n${report}`).toBeLessThanOrEqual(
      JS_GZIP_BUDGET_KB * KB,
    );
    expect(
      onDemandIn(scripts),
      `/ downloaded on-demand singletons:\n${scripts
        .filter((s) => ON_DEMAND.some((n) => onDemandFiles.get(n)?.has(s.file)))
        .map((s) => `  ${s.url.pathname} (${s.owner})`)
        .join('\n')}`,
    ).toEqual([]);
  });
}

test('the sign-in page, opened from /, loads server state and the forms singleton', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const recorder = recordScripts(page, manifests);
  await page.goto(`${origin}/`);
  await homeSettled(page, recorder);
  const before = (await recorder.scripts()).length;
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await recorder.idle();
  const scripts = await recorder.stop();
  await context.close();

  expect(onDemandIn(scripts.slice(0, before))).toEqual([]);
  expect(onDemandIn(scripts.slice(before))).toEqual([...ON_DEMAND]);
  expect(scripts.slice(before).some((s) => s.body.includes(REACT_QUERY_CODE))).toBe(true);
});

test('signed out, the pages that read the database publicly load no supabase-js; sending a form loads it', async ({
  browser,
}) => {
  const clientFiles = filesOnlyOf(manifests, '@supabase/supabase-js');
  expect(clientFiles.size, 'supabase-js has no chunk of its own').toBeGreaterThan(0);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const recorder = recordScripts(page, manifests);
  const clientLoaded = async () =>
    (await recorder.scripts()).filter((s) => clientFiles.has(s.file)).map((s) => s.url.pathname);

  // A search (its exact count), then the pages whose signed-out visit reads nothing.
  await page.goto(`${origin}/resources?q=incident+response`);
  await expect(page.getByText(/^Showing \d+ of \d+ resources$/)).toBeVisible();
  for (const path of ['/products', '/rd-services', '/newsletter']) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }),
    ).toBeVisible();
  }
  await recorder.idle();
  expect(await clientLoaded()).toEqual([]);

  // Subscribing needs the client: it loads then, and the answer comes through it.
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your e-mail address').fill(`light-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Almost done: check your inbox/);
  expect((await clientLoaded()).length).toBeGreaterThan(0);
  const scripts = await recorder.stop();
  // What each of those visits did not download: supabase-js's own chunks, once.
  const client = new Map(scripts.filter((s) => clientFiles.has(s.file)).map((s) => [s.file, s]));
  const saved = [...client.values()].reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `size-budget: signed-out public pages spared supabase-js (${(saved / KB).toFixed(1)} KB gzip) until a form needed it`,
  );
  await context.close();
});
