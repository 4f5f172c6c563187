import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';
import { classify, type Manifest, type Owner, sharedFiles } from '../bench/classify';
import { REMOTES } from './paths';

/**
 * The most JavaScript, gzip, that a signed-out visitor may download on `/` (KB = 1024 bytes),
 * counted as `pnpm bench:web` counts it. Enforced by e2e/tests/size-budget.spec.ts (part of
 * `pnpm test`); bench:web marks its `/` figure against it. 186 since issue 31's Preact renderer
 * (tooling/rspack-config/src/preact-alias.ts): `/` measured 184,780 B (180.4 KB); the guard keeps
 * about 5 KB of headroom, so `/` cannot drift back. (242 before, from 242,139 B with the MF
 * runtime built for the browser only and react-i18next shared as a facade; 250 before that.)
 */
export const JS_GZIP_BUDGET_KB = 186;

/** nginx's gzip_comp_level (nginx/templates/default.conf.template). */
export const GZIP_LEVEL = 6;

export const KB = 1024;

/** A body as nginx sends it: the same bytes give the same figure on every run and machine. */
export const gzipSize = (body: Buffer) => gzipSync(body, { level: GZIP_LEVEL }).length;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The phone bench:web loads pages on (Lighthouse's mobile viewport). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** The federation manifests of the shell and every remote the origin serves. */
export async function fetchManifests(origin: string): Promise<Manifest[]> {
  return Promise.all(
    ['/mf-manifest.json', ...Object.keys(REMOTES).map((f) => `/remotes/${f}/mf-manifest.json`)].map(
      async (path) => {
        const response = await fetch(`${origin}${path}`);
        return response.ok ? ((await response.json()) as Manifest) : {};
      },
    ),
  );
}

export interface Script {
  url: URL;
  /** The file name (last path segment), as the manifests list it. */
  file: string;
  owner: Owner;
  /** The body gzipped at GZIP_LEVEL. */
  gzip: number;
  /** Bytes of the body on the wire (compressed when the server compressed it). */
  wire: number;
  body: Buffer;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  (response.headers()['content-type'] ?? '').includes('javascript');

/**
 * Records every JavaScript response the page receives from now on (every origin, preloads
 * included). `idle()` waits for the network to be quiet, after a client-side navigation too
 * (Playwright's `networkidle` counts only from a document's load); `stop()` ends the recording
 * and returns what it saw.
 */
export function recordScripts(page: Page, manifests: Manifest[]) {
  const shared = sharedFiles(manifests);
  const pending: Promise<Script | null>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const failed = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  const finished = (request: Request) => {
    inFlight -= 1;
    lastChange = Date.now();
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || !isScript(response)) return null;
        // A 304 (remoteEntry.js revalidated on the next page load) downloads no body: nothing to
        // count, and Playwright has none to give.
        if (response.status() >= 300 && response.status() < 400) return null;
        const url = new URL(request.url());
        const body = await response.body();
        return {
          url,
          file: url.pathname.split('/').pop() ?? '',
          owner: classify(url, shared),
          gzip: gzipSize(body),
          wire: (await request.sizes()).responseBodySize,
          body,
        };
      })(),
    );
  };
  page.on('request', started);
  page.on('requestfailed', failed);
  page.on('requestfinished', finished);
  const scripts = async (): Promise<Script[]> =>
    (await Promise.all(pending)).filter((script) => script !== null);
  return {
    /** Resolves once no request has been in flight for `quietMs`. */
    async idle(quietMs = 500, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`network not idle after ${timeoutMs} ms (${inFlight} in flight)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    scripts,
    async stop(): Promise<Script[]> {
      page.off('request', started);
      page.off('requestfailed', failed);
      page.off('requestfinished', finished);
      return scripts();
    },
  };
}

/** Total, split by owner and the biggest files: what a failed budget check prints. */
export function sizeReport(scripts: Script[], biggest = 10): string {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const owners = new Map<Owner, number>();
  for (const s of scripts) owners.set(s.owner, (owners.get(s.owner) ?? 0) + s.gzip);
  const byOwner = [...owners].sort((a, b) => b[1] - a[1]);
  const files = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, biggest);
  return [
    `${kb(total)} (${total} B) gzip JS in ${scripts.length} files (budget ${JS_GZIP_BUDGET_KB} KB, ` +
      `${kb(scripts.reduce((sum, s) => sum + s.wire, 0))} on the wire)`,
    `by owner: ${byOwner.map(([owner, bytes]) => `${owner} ${kb(bytes)}`).join(', ')}`,
    `biggest files:`,
    ...files.map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.url.pathname}  (${s.owner})`),
  ].join('\n');
}
