import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAuthApp } from './auth/index.js';
import type { StackContext } from './context.js';
import { createDevApp } from './dev/index.js';
import { createFunctionsApp } from './functions/index.js';
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
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: ALLOW_HEADERS,
      exposeHeaders: EXPOSE_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 86400,
    }),
  );
  app.route('/rest/v1', createRestApp(ctx));
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/storage/v1', createStorageApp(ctx));
  app.route('/functions/v1', createFunctionsApp(ctx));
  app.route('/_dev', createDevApp(ctx));
  return app;
}
