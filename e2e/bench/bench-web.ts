/**
 * `pnpm bench:web`: loads / and /about of the production build in Chromium with Lighthouse's
 * mobile throttling applied through CDP (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4x CPU),
 * cold cache, and prints JS bytes (gzip) split by owner, request count, LCP, when the app
 * itself renders, and cumulative layout shift.
 *
 * Served by Debian's nginx over the build when /usr/sbin/nginx exists (gzip on the wire, as in
 * production); otherwise by local-stack's portal, which does not compress, so the page
 * transfers more than production would. Either way the gzip column is each JS body
 * compressed here with zlib level 6 (nginx's gzip_comp_level in nginx/templates), the figure
 * e2e/tests/size-budget.spec.ts holds to JS_GZIP_BUDGET_KB (e2e/support/size-budget.ts).
 * Options: --server=portal|nginx, --runs=N (median of N cold loads, default 3), --trace (print
 * the first load's waterfall per path: where the time before LCP goes).
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/browser';
import { buildIfMissing } from '../support/build';
import { freePort } from '../support/free-port';
import { NGINX_BINARY, type RunningNginx, startNginx } from '../support/nginx';
import { fetchManifests, gzipSize, JS_GZIP_BUDGET_KB, KB, kb, PHONE } from '../support/size-budget';
import { startStackProcess } from '../support/stack-process';
import { classify, type Owner, sharedFiles } from './classify';
import { printWaterfall, readWaterfall, type Waterfall } from './waterfall';

const PATHS = ['/', '/about'];
const TARGET_LCP_MS = 2500;

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? ''];
  }),
);
const server = args.get('server') ?? (existsSync(NGINX_BINARY) ? 'nginx' : 'portal');
const runs = Number(args.get('runs') ?? 3);
const trace = args.has('trace');

interface Measure {
  jsGzip: Map<Owner, number>;
  jsWire: number;
  requests: number;
  lcp: number;
  cls: number;
  appRender: number;
  waterfall: Waterfall;
}

async function measure(page: Page, url: string, shared: Map<string, string>): Promise<Measure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const scripts: { url: URL; body: Promise<Buffer>; wire: Promise<number> }[] = [];
  let requests = 0;
  page.on('requestfinished', (request) => {
    requests += 1;
    if (request.resourceType() !== 'script') return;
    scripts.push({
      url: new URL(request.url()),
      body: request.response().then((r) => r?.body() ?? Buffer.alloc(0)),
      wire: request.sizes().then((s) => s.responseBodySize),
    });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __lcpElement: string };
    w.__lcp = 0;
    w.__lcpElement = '(none)';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__lcp = entry.startTime;
        const element = (entry as PerformanceEntry & { element: Element | null }).element;
        w.__lcpElement = element
          ? `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`
          : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Layout shift: a prerendered copy replaced by the app must not move anything.
    const c = window as unknown as { __cls: number };
    c.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) c.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const { lcp, cls } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  const waterfall = await readWaterfall(page);
  // When the app itself renders (main.tsx's mark): the page is live from then on.
  const appRender = waterfall.marks.find((mark) => mark.name === 'csan:render')?.at ?? Number.NaN;

  const jsGzip = new Map<Owner, number>();
  let jsWire = 0;
  for (const script of scripts) {
    const owner = classify(script.url, shared);
    const gzip = gzipSize(await script.body);
    jsGzip.set(owner, (jsGzip.get(owner) ?? 0) + gzip);
    jsWire += await script.wire;
  }
  return { jsGzip, jsWire, requests, lcp, cls, appRender, waterfall };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  buildIfMissing();
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const stack = await startStackProcess({ apiPort, portalPort });
  let nginx: RunningNginx | undefined;
  let origin = stack.portalUrl;
  if (server === 'nginx') {
    const port = await freePort();
    const config = (await (await fetch(`${stack.portalLoopbackUrl}/config.json`)).json()) as {
      supabaseAnonKey: string;
    };
    origin = `http://csan.test:${port}`;
    nginx = await startNginx({
      port,
      serverName: 'csan.test',
      supabaseUrl: stack.apiUrl,
      supabaseAnonKey: config.supabaseAnonKey,
      siteUrl: origin,
    });
  }
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    const shared = sharedFiles(await fetchManifests(stack.portalLoopbackUrl));
    console.log(
      `bench:web — ${server === 'nginx' ? 'nginx (gzip on the wire)' : 'local-stack portal (no compression on the wire)'}, ` +
        `Lighthouse-mobile throttling via CDP, cold cache, median of ${runs} run(s)`,
    );
    console.log('JS gzip = each script body gzipped here with zlib level 6 (as nginx sends it).\n');

    const rows: string[][] = [];
    const sharedDetail: string[] = [];
    for (const path of PATHS) {
      const results: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(PHONE);
        results.push(await measure(await context.newPage(), `${origin}${path}`, shared));
        await context.close();
      }
      if (trace && results[0]) printWaterfall(path, results[0]);
      const owners = [...new Set(results.flatMap((r) => [...r.jsGzip.keys()]))].sort();
      const total = median(results.map((r) => [...r.jsGzip.values()].reduce((a, b) => a + b, 0)));
      const lcp = median(results.map((r) => r.lcp));
      const ownerSize = (owner: Owner) => median(results.map((r) => r.jsGzip.get(owner) ?? 0));
      const sharedOwners = owners.filter((owner) => owner.startsWith('shared'));
      const sharedTotal = sharedOwners.reduce((sum, owner) => sum + ownerSize(owner), 0);
      const split = [
        ...owners
          .filter((owner) => !owner.startsWith('shared'))
          .map((o) => `${o} ${kb(ownerSize(o))}`),
        `shared ${kb(sharedTotal)}`,
      ].join(', ');
      sharedDetail.push(
        `${path}: ${sharedOwners
          .map(
            (owner) =>
              [owner.replace(/^shared:?/, '') || '(by file name)', ownerSize(owner)] as const,
          )
          .sort((a, b) => b[1] - a[1])
          .map(([name, size]) => `${name} ${kb(size)}`)
          .join(', ')}`,
      );
      rows.push([
        path,
        `${kb(total)}${path === '/' ? (total / KB <= JS_GZIP_BUDGET_KB ? ' ✓' : ` ✗ (> ${JS_GZIP_BUDGET_KB} KB)`) : ''}`,
        kb(median(results.map((r) => r.jsWire))),
        String(median(results.map((r) => r.requests))),
        `${(lcp / 1000).toFixed(2)} s${lcp <= TARGET_LCP_MS ? ' ✓' : ` ✗ (> ${TARGET_LCP_MS / 1000} s)`}`,
        `${(median(results.map((r) => r.appRender)) / 1000).toFixed(2)} s`,
        median(results.map((r) => r.cls)).toFixed(3),
        split,
      ]);
    }
    printTable(
      [
        'path',
        'JS gzip',
        'JS on wire',
        'requests',
        'LCP',
        'app renders',
        'CLS',
        'JS gzip by owner',
      ],
      rows,
    );
    console.log(
      '\nLCP: largest paint, from the prerendered HTML where there is one; app renders: when the ' +
        "shell's first React render starts (csan:render), the page is live after it.",
    );
    console.log('\nShared chunks (gzip) by package, from the federation manifests:');
    for (const line of sharedDetail) console.log(`  ${line}`);
    console.log(
      `\nBudget: / ≤ ${JS_GZIP_BUDGET_KB} KB gzip JS (enforced by e2e/tests/size-budget.spec.ts); ` +
        `target: LCP ≤ ${TARGET_LCP_MS / 1000} s throttled.`,
    );
  } finally {
    await browser.close();
    await nginx?.stop();
    await stack.stop();
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

await main();
