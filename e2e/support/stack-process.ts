import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths';
import { LOCAL_DOMAIN } from './ports';
import { waitForHttp } from './wait';

export interface StackProcess {
  /** The main host as the browser opens it (`http://csan.localhost:<port>`). */
  portalUrl: string;
  /** The same server for the test process: Node's fetch cannot resolve `*.localhost`. */
  portalLoopbackUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/** Keeps the tail of a child's output so a failed start can say why. */
function captureTail(child: ChildProcess, lines: string[]) {
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    // main.ts closes the database cleanly on SIGTERM.
    child.kill('SIGTERM');
  });
}

/**
 * Starts `local-stack` (what `pnpm start` runs) as a child process on the given ports, with an
 * in-memory database so tests never touch the developer's `.data/`, and waits for its health.
 */
export async function startStackProcess(options: {
  apiPort: number;
  portalPort: number;
  env?: Record<string, string>;
}): Promise<StackProcess> {
  // The browser's URL of the main host: the stack's SITE_URL, whose host is the parent domain
  // of the session cookie. The stack itself listens on loopback (waited for below).
  const portalUrl = `http://${LOCAL_DOMAIN}:${options.portalPort}`;
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join('local-stack', 'src', 'main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: 'memory',
        DATABASE_URL: '',
        API_PORT: String(options.apiPort),
        PORTAL_PORT: String(options.portalPort),
        SITE_URL: portalUrl,
        // The journeys pay through the dev provider: a developer's real Paystack test key or
        // base URL in the shell must not send them to Paystack.
        PAYSTACK_SECRET_KEY: '',
        PAYSTACK_BASE_URL: '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const tail: string[] = [];
  captureTail(child, tail);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`local-stack exited (${code}) during start:\n${tail.join('\n')}`)),
    ),
  );
  try {
    await Promise.race([
      (async () => {
        await waitForHttp(`${apiUrl}/_dev/health`, 120_000);
        await waitForHttp(`http://127.0.0.1:${options.portalPort}/config.json`, 30_000);
      })(),
      exited,
    ]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  exited.catch(() => undefined); // Exits after this point are the normal stop.
  const portalLoopbackUrl = `http://127.0.0.1:${options.portalPort}`;
  return { portalUrl, portalLoopbackUrl, apiUrl, stop: () => stopChild(child) };
}
