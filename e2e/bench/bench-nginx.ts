import { freePort } from '../support/free-port';
import { type RunningNginx, startNginx } from '../support/nginx';
import type { StackProcess } from '../support/stack-process';

/**
 * The benches' production-like server: Debian's nginx over a build (gzip on the wire, as
 * deployed), in front of a running stack, on `csan.test:<free port>` with the stack's own
 * config.json keys. `build` swaps the served folders (the monolith baseline).
 */
export async function startBenchNginx(
  stack: Pick<StackProcess, 'apiUrl' | 'portalLoopbackUrl'>,
  build: { shellRoot?: string; remoteDirs?: Partial<Record<string, string>> } = {},
): Promise<{ origin: string; nginx: RunningNginx }> {
  const port = await freePort();
  const config = (await (await fetch(`${stack.portalLoopbackUrl}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const origin = `http://csan.test:${port}`;
  const nginx = await startNginx({
    port,
    serverName: 'csan.test',
    supabaseUrl: stack.apiUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    siteUrl: origin,
    ...build,
  });
  return { origin, nginx };
}
