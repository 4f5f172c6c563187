import { type Context, Hono } from 'hono';
import { resolveAuthSettings } from '../auth/settings.js';
import type { StackContext } from '../context.js';
import { verifyJwt } from '../jwt.js';
import { forwardedForDatabase } from '../rest/client-address.js';
import { functionEnv } from './env.js';
import {
  discoverFunctions,
  type FunctionEntry,
  type FunctionHandler,
  importFunction,
} from './registry.js';

/** Supabase's gateway check when verify_jwt is on: a Bearer JWT signed with the project secret. */
async function jwtProblem(c: Context, secret: string): Promise<string | undefined> {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return 'Missing authorization header';
  try {
    await verifyJwt(token, secret);
    return undefined;
  } catch {
    return 'Invalid JWT';
  }
}

/**
 * The request as the function sees it in Supabase: path without /functions/v1, headers and body
 * as sent, and X-Forwarded-For ending with the client the gateway saw (as REST's database sees
 * it: believed from a trusted proxy only), so a function's per-address limits count the client.
 */
async function forwardedRequest(
  c: Context,
  name: string,
  trustedProxies: readonly string[],
): Promise<Request> {
  const url = new URL(c.req.url);
  url.pathname = url.pathname.slice(url.pathname.indexOf(`/${name}`));
  const method = c.req.method;
  const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.raw.arrayBuffer();
  const headers = new Headers(c.req.raw.headers);
  headers.set(
    'x-forwarded-for',
    forwardedForDatabase(c, c.req.header('x-forwarded-for'), trustedProxies),
  );
  return new Request(url, { method, headers, body });
}

/**
 * `/functions/v1/<name>`: runs `edge-functions/<name>/handler.ts` in-process
 * with the stack's env. Folders are discovered at start; handlers are built
 * on first use. Never sets x-relay-error (supabase-js reads it as a relay failure).
 */
export function createFunctionsApp(ctx: StackContext): Hono {
  const app = new Hono();
  const functions = discoverFunctions(ctx.config.repoRoot);
  const { trustedProxies } = resolveAuthSettings(ctx.config.repoRoot, process.env, ctx.config.auth);
  const handlers = new Map<string, Promise<FunctionHandler>>();

  const handlerFor = (entry: FunctionEntry) => {
    let handler = handlers.get(entry.name);
    if (!handler) {
      handler = importFunction(entry).then((mod) =>
        mod.createHandler({ env: functionEnv(ctx), fetch }),
      );
      handlers.set(entry.name, handler);
      // A boot failure (e.g. a missing secret) is retried on the next call, as a redeploy would.
      handler.catch(() => handlers.delete(entry.name));
    }
    return handler;
  };

  const run = async (c: Context) => {
    const entry = functions.get(c.req.param('name') ?? '');
    if (!entry) return c.json({ message: 'Function not found' }, 404);
    if (entry.verifyJwt && c.req.method !== 'OPTIONS') {
      const problem = await jwtProblem(c, ctx.config.jwtSecret);
      if (problem) return c.json({ code: 401, message: problem }, 401);
    }
    let handler: FunctionHandler;
    try {
      handler = await handlerFor(entry);
    } catch (error) {
      console.error(`[functions] ${entry.name} failed to boot:`, error);
      return c.json(
        { code: 'BOOT_ERROR', message: 'Function failed to boot (please check logs)' },
        503,
      );
    }
    return handler(await forwardedRequest(c, entry.name, trustedProxies));
  };

  app.all('/:name', run);
  app.all('/:name/*', run);
  return app;
}
