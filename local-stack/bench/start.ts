/**
 * `pnpm bench:start` (issue 31 item 5): how long a fresh clone's first `pnpm start` takes, until
 * "CSAN portal is running", and a second start of the same clone (everything built). A benchmark,
 * not a test. The clone is of the committed HEAD (`git clone` of this repository) into a
 * temporary folder, with `pnpm install --frozen-lockfile --prefer-offline` first (timed apart:
 * not part of the start). Prints the machine's load average, since other work skews it.
 * Options: --keep (leave the clone), --source=<repo> (default: this repository).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const READY = 'CSAN portal is running';
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const source =
  args.find((a) => a.startsWith('--source='))?.slice('--source='.length) ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs `pnpm start` in `dir` until it says it is running; prints its lines; stops it. */
async function timeStart(dir: string, label: string): Promise<number> {
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const started = Date.now();
  // Its own process group, so the Ctrl-C below reaches pnpm, tsx and the stack together.
  const child = spawn('pnpm', ['start'], {
    cwd: dir,
    detached: true,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      PORTAL_PORT: String(portalPort),
      DATA_DIR: 'memory',
    },
  });
  const elapsed = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const at = ((Date.now() - started) / 1000).toFixed(1).padStart(5);
        if (line.trim() !== '') console.log(`  [${label} ${at} s] ${line}`);
        if (line.includes(READY)) resolve(Date.now() - started);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`pnpm start exited (${code}) before "${READY}"`)),
    );
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid) process.kill(-child.pid, 'SIGINT');
  await exited;
  return elapsed;
}

async function main() {
  const root = mkdtempSync(path.join(tmpdir(), 'csan-bench-start-'));
  const clone = path.join(root, 'csan');
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: source })
      .toString()
      .trim();
    console.log(`bench:start — fresh clone of ${source} at ${commit}, ${cpus().length} cores`);
    execFileSync('git', ['clone', '--quiet', source, clone]);
    // The product docs sit beside the repository (../shared); link them if this one has them.
    const shared = path.join(source, '..', 'shared');
    if (existsSync(shared)) symlinkSync(shared, path.join(root, 'shared'));
    const installStart = Date.now();
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: clone,
      stdio: 'ignore',
    });
    console.log(`pnpm install: ${((Date.now() - installStart) / 1000).toFixed(1)} s (not counted)`);

    const loadBefore = load();
    const first = await timeStart(clone, 'first');
    const loadAfterFirst = load();
    const second = await timeStart(clone, 'second');
    console.log(
      `\nFirst start (fresh clone, builds everything): ${(first / 1000).toFixed(1)} s ` +
        `${first <= 60_000 ? '✓' : '✗'} (target ≤ 60 s)\n` +
        `Second start (all built, reused):             ${(second / 1000).toFixed(1)} s\n` +
        `Load average (1 / 5 / 15 min): before ${loadBefore}, after the first start ${loadAfterFirst}, at the end ${load()}`,
    );
  } finally {
    if (keep) console.log(`Clone kept at ${clone}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

await main();
