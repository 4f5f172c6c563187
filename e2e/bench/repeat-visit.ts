/**
 * Repeat-visit bytes (issue 31 item 3, docs/offline.md): what a phone downloads from the portal
 * when it comes back to `/` and one remote page (`/resources`) after a first visit, with the
 * offline worker in control and, for comparison, with the browser's HTTP cache alone (workers
 * blocked). Counted by nginx itself (its access log's body bytes, gzip as sent), so whatever the
 * browser answered from its caches costs nothing, and nothing of the page's own accounting is
 * trusted. Supabase's API answers are not counted (another origin; they are the page's live
 * data and are fetched again on every visit while online, by design).
 *
 * `pnpm bench:web` calls measureRepeatVisit; alone: `tsx e2e/bench/repeat-visit.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/browser';
import { buildIfMissing } from '../support/build';
import { freePort } from '../support/free-port';
import { type RunningNginx, startNginx } from '../support/nginx';
import { LOCAL_DOMAIN } from '../support/ports';
import { KB, kb, PHONE } from '../support/size-budget';
import { startStackProcess } from '../support/stack-process';

interface Served {
  path: string;
  status: number;
  bytes: number;
}

/** nginx's default ("combined") access log: the request line, status and body bytes sent. */
function servedSince(nginx: RunningNginx, offset: number): { served: Served[]; end: number } {
  const log = readFileSync(path.join(nginx.dir, 'access.log'), 'utf8');
  const served = log
    .slice(offset)
    .split('\n')
    .flatMap((line) => {
      const match = line.match(/"[A-Z]+ (\S+) [^"]*" (\d{3}) (\d+)/);
      if (!match) return [];
      return [{ path: match[1] ?? '', status: Number(match[2]), bytes: Number(match[3]) }];
    });
  return { served, end: log.length };
}

/** One visit: `/` then `/resources`, each until its content shows and the network is idle. */
async function visit(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.goto(`${origin}/resources`);
  await page.getByText(/^Showing \d+ of \d+ resources$/).waitFor();
  await page.waitForLoadState('networkidle');
}

interface VisitBytes {
  js: number;
  total: number;
  requests: number;
  jsRequests: number;
}

const sum = (served: Served[]): VisitBytes => {
  const js = served.filter((s) => s.path.split('?')[0]?.endsWith('.js'));
  return {
    js: js.reduce((a, s) => a + s.bytes, 0),
    total: served.reduce((a, s) => a + s.bytes, 0),
    requests: served.length,
    jsRequests: js.length,
  };
};

/** First and repeat visit of one browser profile (a context), with or without the worker. */
async function firstAndRepeat(
  browser: Browser,
  nginx: RunningNginx,
  origin: string,
  worker: boolean,
): Promise<{ first: VisitBytes; repeat: VisitBytes }> {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: worker ? 'allow' : 'block',
  });
  try {
    const page = await context.newPage();
    let mark = servedSince(nginx, 0).end;
    await visit(page, origin);
    if (worker) {
      // The worker registers after load and takes control (clients.claim) shortly after.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 60_000,
      });
      await page.waitForLoadState('networkidle');
    }
    const first = servedSince(nginx, mark);
    mark = first.end;
    // The repeat visit: a new tab of the same profile, as a member coming back the next day.
    const again = await context.newPage();
    await page.close();
    await visit(again, origin);
    return { first: sum(first.served), repeat: sum(servedSince(nginx, mark).served) };
  } finally {
    await context.close();
  }
}

const bytes = (n: number) => (n < KB ? `${n} B` : kb(n));

/**
 * Prints first-visit and repeat-visit bytes from the portal's origin, worker vs HTTP cache
 * alone. Its own nginx on a `*.localhost` host: a service worker needs a secure context, which
 * `http://csan.test` (bench:web's host) is not.
 */
export async function measureRepeatVisit(
  browser: Browser,
  stack: { apiUrl: string; portalLoopbackUrl: string },
): Promise<void> {
  const port = await freePort();
  const origin = `http://${LOCAL_DOMAIN}:${port}`;
  const config = (await (await fetch(`${stack.portalLoopbackUrl}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const nginx = await startNginx({
    port,
    serverName: LOCAL_DOMAIN,
    supabaseUrl: stack.apiUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    siteUrl: origin,
  });
  try {
    const rows: string[][] = [];
    for (const worker of [true, false]) {
      const { first, repeat } = await firstAndRepeat(browser, nginx, origin, worker);
      const label = worker ? 'offline worker' : 'HTTP cache only';
      for (const [name, v] of [
        ['first', first],
        ['repeat', repeat],
      ] as const) {
        rows.push([
          `${label}, ${name}`,
          `${bytes(v.js)} (${v.jsRequests})`,
          `${bytes(v.total)} (${v.requests})`,
        ]);
      }
    }
    console.log(
      '\nRepeat visit (/ then /resources, phone profile; bytes the portal sent, from its ' +
        'nginx log; requests in brackets, 304s included):',
    );
    const header = ['profile, visit', 'JS bytes', 'all bytes'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
    for (const row of rows) console.log(line(row));
  } finally {
    await nginx.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIfMissing();
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const stack = await startStackProcess({ apiPort, portalPort });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    await measureRepeatVisit(browser, stack);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
