import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevServerMiddleware } from '@rspack/core';
import { DEV_PORTS, type RemoteName } from './ports';

const API_PORT = 54321;

/**
 * `rspack serve` of the shell answers /config.json like the portal does, pointing each remote
 * at its own dev server. The host name comes from the request, so nothing is baked in.
 */
export function shellDevConfigMiddleware(
  middlewares: DevServerMiddleware[],
): DevServerMiddleware[] {
  const handler: DevServerMiddleware = {
    name: 'csan-dev-config',
    path: '/config.json',
    middleware: (req: IncomingMessage, res: ServerResponse) => {
      const host = (req.headers.host ?? '').replace(/:\d+$/, '') || '127.0.0.1';
      const remoteNames = Object.keys(DEV_PORTS).filter((n): n is RemoteName => n !== 'shell');
      const body = {
        supabaseUrl: `http://${host}:${API_PORT}`,
        // The local stack's well-known development anon key is served by `pnpm start`;
        // the dev shell only needs a syntactically valid value to boot.
        supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? 'dev-anon-key',
        siteUrl: `http://${host}:${DEV_PORTS.shell}`,
        remotes: Object.fromEntries(
          remoteNames.map((n) => [n, `http://${host}:${DEV_PORTS[n]}/mf-manifest.json`]),
        ),
      };
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(body));
    },
  };
  return [handler, ...middlewares];
}
