import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { parse } from 'smol-toml';
import { clientBucket } from '../auth/request.js';
import { resolveAuthSettings } from '../auth/settings.js';
import type { StackContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { withRequestContext } from '../db/request-context.js';
import { schemaCacheFor } from '../schema-cache/cache.js';
import { identify } from './auth.js';
import { forwardedForDatabase } from './client-address.js';
import { ApiError, toApiError } from './errors.js';
import type { RestRequest } from './handlers/context.js';
import { handleRead } from './handlers/read.js';
import { handleRpc } from './handlers/rpc.js';
import { handleWrite } from './handlers/write.js';
import { negotiate, stripsNulls } from './request/media.js';
import { applyTimezone, parsePrefer } from './request/prefer.js';
import { errorResponse, toResponse } from './respond.js';
import { applyResponseGucs, type ResponseGucs, readResponseGucs } from './response-gucs.js';

export interface RestOptions {
  /** Schemas reachable through Accept-Profile/Content-Profile; the first is the default. */
  schemas?: string[];
  /** PostgREST's max-rows: the most rows one read answers (default: see configuredMaxRows). */
  maxRows?: number | null;
}

/**
 * The exposed schemas, the first being the default: `options.schemas`, else PGRST_DB_SCHEMAS
 * (comma-separated), else `[api] schemas` of supabase/config.toml (as the Supabase CLI
 * configures PostgREST), else `public`.
 */
function configuredSchemas(options: RestOptions, repoRoot: string): string[] {
  if (options.schemas && options.schemas.length > 0) return options.schemas;
  const fromEnv = (process.env.PGRST_DB_SCHEMAS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) return fromEnv;
  const fromToml = schemasFromConfigToml(repoRoot);
  return fromToml.length > 0 ? fromToml : ['public'];
}

/** The `[api]` table of supabase/config.toml, or {} without one. */
function apiSection(repoRoot: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path.join(repoRoot, 'supabase', 'config.toml'), 'utf8');
  } catch {
    return {};
  }
  const api = parse(text).api;
  return typeof api === 'object' && api !== null ? (api as Record<string, unknown>) : {};
}

function schemasFromConfigToml(repoRoot: string): string[] {
  const { schemas } = apiSection(repoRoot);
  return Array.isArray(schemas) ? schemas.filter((s): s is string => typeof s === 'string') : [];
}

/** Supabase's default `[api] max_rows` (the CLI's and hosted projects'). */
export const DEFAULT_MAX_ROWS = 1000;

/**
 * PostgREST's max-rows: `options.maxRows` (null = no cap), else PGRST_DB_MAX_ROWS, else
 * `[api] max_rows` of supabase/config.toml, else Supabase's default of 1,000.
 */
function configuredMaxRows(options: RestOptions, repoRoot: string): number | null {
  if (options.maxRows !== undefined) return options.maxRows;
  const fromEnv = process.env.PGRST_DB_MAX_ROWS?.trim();
  if (fromEnv && /^\d+$/.test(fromEnv)) return Number(fromEnv);
  const { max_rows: fromToml } = apiSection(repoRoot);
  return typeof fromToml === 'number' && Number.isInteger(fromToml) && fromToml >= 0
    ? fromToml
    : DEFAULT_MAX_ROWS;
}

function pickSchema(schemas: string[], requested: string | undefined): string {
  const schema = requested?.trim() || schemas[0] || 'public';
  if (!schemas.includes(schema)) {
    throw new ApiError(406, {
      code: 'PGRST106',
      message: `The schema must be one of the following: ${schemas.join(', ')}`,
    });
  }
  return schema;
}

/** Thrown out of a transaction to roll it back while keeping what the request computed. */
class Rollback<T> {
  constructor(readonly value: T) {}
}

/**
 * `Prefer: tx=rollback`: the handler runs in full inside its transaction, which is then
 * rolled back; the answer is the one a commit would have given.
 */
async function withRollback<T>(
  rollback: boolean,
  fn: (tx: Queryable) => Promise<T>,
  open: (body: (tx: Queryable) => Promise<T>) => Promise<T>,
): Promise<T> {
  if (!rollback) return open(fn);
  try {
    return await open(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

/** `/rest/v1`: PostgREST's HTTP API over the stack's database; Postgres RLS decides every row. */
export function createRestApp(ctx: StackContext, options: RestOptions = {}): Hono {
  const schemas = configuredSchemas(options, ctx.config.repoRoot);
  const maxRows = configuredMaxRows(options, ctx.config.repoRoot);
  const cache = schemaCacheFor(ctx.db, schemas);
  const { trustedProxies } = resolveAuthSettings(ctx.config.repoRoot, process.env, ctx.config.auth);
  const app = new Hono();

  const serve = async (c: Context, kind: 'relation' | 'rpc', name: string) => {
    let isAnonymous = true;
    try {
      const headers = Object.fromEntries(
        Object.entries(c.req.header()).map(([k, v]) => [k.toLowerCase(), v]),
      );
      headers['x-forwarded-for'] = forwardedForDatabase(
        c,
        headers['x-forwarded-for'],
        trustedProxies,
      );
      const identity = await identify(headers.authorization, headers.apikey, ctx.config.jwtSecret);
      isAnonymous = identity.role === 'anon';
      const method = c.req.method.toUpperCase();
      const isRead = method === 'GET' || method === 'HEAD';
      const schema = pickSchema(
        schemas,
        isRead ? headers['accept-profile'] : headers['content-profile'],
      );
      const media = negotiate(headers.accept);
      const url = new URL(c.req.url);
      const prefer = parsePrefer(headers.prefer);
      const path = `/${kind === 'rpc' ? 'rpc/' : ''}${name}`;
      const catalog = await cache.current();
      // Set by the request's transaction once it has run (readResponseGucs).
      let gucs: ResponseGucs | null = null;
      const req: RestRequest = {
        method,
        url,
        headers,
        body: isRead || method === 'DELETE' ? '' : await c.req.text(),
        identity,
        schema,
        catalog,
        media,
        stripNulls: media !== 'csv' && stripsNulls(headers.accept),
        prefer,
        maxRows,
        run: (fn) =>
          withRollback(
            prefer.tx === 'rollback',
            async (tx) => {
              const value = await fn(tx);
              gucs = await readResponseGucs(tx);
              return value;
            },
            (body) =>
              withRequestContext(
                ctx.db,
                identity,
                { method, path, headers, cookies: parseCookies(headers.cookie) },
                async (tx) => {
                  await applyTimezone(prefer, tx);
                  return body(tx);
                },
                {
                  readOnly: isRead,
                  roleSettings: catalog.roleSettings?.get(identity.role),
                  client: clientBucket(headers['x-forwarded-for'] ?? ''),
                },
              ),
          ),
      };
      let reply: Awaited<ReturnType<typeof handleRead>>;
      if (kind === 'rpc') reply = await handleRpc(req, name);
      else if (isRead) reply = await handleRead(req, name);
      else if (method === 'POST' || method === 'PATCH' || method === 'DELETE')
        reply = await handleWrite(req, name);
      else
        throw new ApiError(405, {
          code: 'PGRST117',
          message: `Unsupported HTTP method: ${method}`,
        });
      return applyResponseGucs(toResponse(reply, method === 'HEAD'), gucs);
    } catch (error) {
      return errorResponse(toApiError(error, isAnonymous));
    }
  };

  app.all('/rpc/:fn', (c) => serve(c, 'rpc', c.req.param('fn')));
  app.all('/:relation', (c) => serve(c, 'relation', c.req.param('relation')));
  app.all('*', (c) =>
    errorResponse(
      new ApiError(404, {
        code: 'PGRST125',
        message: `Invalid path specified in request URL: ${new URL(c.req.url).pathname}`,
      }),
    ),
  );
  return app;
}

export { reloadSchemaCache } from '../schema-cache/cache.js';
