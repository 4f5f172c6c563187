import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { AuthError, errorResponse as authErrorResponse } from './auth/errors.js';
import { createAuthApp } from './auth/index.js';
import { resolveAuthSettings } from './auth/settings.js';
import type { StackContext } from './context.js';
import { createDevApp } from './dev/index.js';
import { createFunctionsApp } from './functions/index.js';
import { bodyLimits, inFlightLimit } from './limits/request-limits.js';
import { createRealtimeApp } from './realtime/routes.js';
import { createRestApp } from './rest/index.js';
import { createStorageApp } from './storage/index.js';

/** The allow-lists Supabase's gateway sends (SUPABASE-CONTRACT.md, "Every service"). */
const ALLOW_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-supabase-api-version',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-source-app',
];
const EXPOSE_HEADERS = ['Content-Range', 'Range-Unit', 'Location', 'X-Supabase-Api-Version'];

/** The Supabase-compatible API (port 54321): one Hono app per service, mounted as Kong does. */
export function createApiApp(ctx: StackContext): Hono {
  const app = new Hono();
  const gatewayCors = cors({
    origin: (origin) => origin || '*',
    allowHeaders: ALLOW_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 86400,
  });
  // Supabase hands a function its own preflight (the function answers OPTIONS with its CORS
  // headers, as edge-functions/_shared/cors.ts does); every other service's preflight is the
  // gateway's.
  app.use('*', (c, next) =>
    c.req.method === 'OPTIONS' && new URL(c.req.url).pathname.startsWith('/functions/v1/')
      ? next()
      : gatewayCors(c, next),
  );
  // Bounded requests (limits/request-limits.ts): a body limit per service, then at most a few
  // requests in flight per client; CORS preflights above are answered before either.
  const { trustedProxies, forwardedForHeader } = resolveAuthSettings(
    ctx.config.repoRoot,
    process.env,
    ctx.config.auth,
  );
  app.use('*', inFlightLimit({ trustedProxies, forwardedForHeader }));
  app.use('*', bodyLimits());
  app.route('/rest/v1', createRestApp(ctx));
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/storage/v1', createStorageApp(ctx));
  app.route('/functions/v1', createFunctionsApp(ctx));
  if (ctx.realtime) app.route('/realtime/v1', createRealtimeApp(ctx.realtime));
  app.route('/_dev', createDevApp(ctx));
  // Every answer is JSON in the owning service's error shape (a mounted app's own notFound
  // is not consulted by Hono, so unknown paths are answered here).
  app.notFound((c) => {
    const { pathname } = new URL(c.req.url);
    const route = `Route ${c.req.method}:${pathname} not found`;
    if (pathname.startsWith('/auth/v1/')) {
      return authErrorResponse(c, new AuthError(404, 'not_found', 'Not found'));
    }
    if (pathname.startsWith('/storage/v1/')) {
      return c.json(
        { statusCode: '404', code: 'NotFound', error: 'Not Found', message: route },
        404,
      );
    }
    if (pathname.startsWith('/functions/v1')) return c.json({ message: 'Function not found' }, 404);
    // Realtime's (Phoenix's) 404.
    if (pathname.startsWith('/realtime/v1/'))
      return c.json({ errors: { detail: 'Not Found' } }, 404);
    // Kong's answer for a path no service owns.
    return c.json({ message: 'no Route matched with those values' }, 404);
  });
  return app;
}
