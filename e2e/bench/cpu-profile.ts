/**
 * `tsx e2e/bench/cpu-profile.ts [--path=/] [--until=live]`: where the main thread's time goes on
 * a cold, throttled load (same conditions as bench:web, served by local-stack's portal). Prints
 * the functions with the most self time and the time per script until the page's first h1
 * shows — on a prerendered page that is the first paint, before any script ran — or, with
 * `--until=live`, until the shell's `csan:live` mark (the app's first commit: what bench:web
 * reports as "app live"). A diagnostic next to bench:web, not a benchmark of its own.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/browser';
import { buildIfMissing } from '../support/build';
import { freePort } from '../support/free-port';
import { startStackProcess } from '../support/stack-process';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const path =
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--path='))
    ?.slice(7) ?? '/';
const untilLive = process.argv.includes('--until=live');

function label(node: ProfileNode): string {
  const file = node.callFrame.url.split('/').pop() || `(${node.callFrame.functionName})`;
  return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`;
}

function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfByFn = new Map<string, number>();
  const selfByUrl = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const file = node.callFrame.url.split('/').pop() || `(${node.callFrame.functionName})`;
    const fn = label(node);
    selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + dt);
    selfByUrl.set(file, (selfByUrl.get(file) ?? 0) + dt);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  // Total (inclusive) time: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const totalByFn = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const key = label(node);
      if (seen.has(key)) continue;
      seen.add(key);
      totalByFn.set(key, (totalByFn.get(key) ?? 0) + dt);
    }
  });
  console.log(`Self time by script:\n${top(selfByUrl, 15)}\n`);
  console.log(`Self time by function:\n${top(selfByFn, 30)}\n`);
  console.log(`Total time by function:\n${top(totalByFn, 60)}`);
}

async function main() {
  buildIfMissing();
  const stack = await startStackProcess({
    apiPort: await freePort(),
    portalPort: await freePort(),
  });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${stack.portalUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    if (untilLive)
      await page.waitForFunction(() => performance.getEntriesByName('csan:live').length > 0, null, {
        timeout: 60_000,
      });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    summarize(profile);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
