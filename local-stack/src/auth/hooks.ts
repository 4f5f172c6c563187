import { randomUUID } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { AuthError } from './errors.js';

/** GoTrue runs Postgres hooks with a 2 s statement timeout. */
const HOOK_TIMEOUT = '2s';

interface HookFunction {
  schema: string;
  name: string;
}

/** `pg-functions://postgres/<schema>/<function>`, the Supabase CLI's hook URI for SQL functions. */
export function parseHookUri(uri: string): HookFunction {
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `unsupported auth hook URI "${uri}" (expected pg-functions://postgres/<schema>/<fn>)`,
    );
  }
  return { schema: match[1], name: match[2] };
}

function quoteIdent(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

// What a hook may answer: `{}` allows; `{"error": {"http_code", "message"}}` refuses.
const hookOutput = z
  .object({
    error: z
      .object({ http_code: z.number().int().optional(), message: z.string().optional() })
      .optional(),
  })
  .loose();

function refusalStatus(code: number | undefined): ContentfulStatusCode {
  // GoTrue turns a missing http_code into 500; anything outside 4xx/5xx is treated alike.
  return code !== undefined && code >= 400 && code <= 599 ? (code as ContentfulStatusCode) : 500;
}

/**
 * Calls a `pg-functions://` hook with GoTrue's 2 s statement timeout on `tx`
 * (already running as supabase_auth_admin) and returns its JSON answer
 * (null when the function returned null). Any SQL error is GoTrue's 500.
 */
export async function callHookFunction(
  tx: Queryable,
  uri: string,
  payload: unknown,
): Promise<unknown> {
  const fn = parseHookUri(uri);
  let result: unknown;
  try {
    await tx.query(`set local statement_timeout = '${HOOK_TIMEOUT}'`);
    const { rows } = await tx.query<{ result: unknown }>(
      `select ${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}($1::jsonb) as result`,
      [JSON.stringify(payload)],
    );
    await tx.query('set local statement_timeout to default');
    result = rows[0]?.result;
  } catch (error) {
    throw new AuthError(500, 'unexpected_failure', `Error running hook URI: ${uri}`, {}, error);
  }
  if (result === null || result === undefined) return null;
  return typeof result === 'string' ? JSON.parse(result) : result;
}

/** Throws a hook's `{"error": {"http_code", "message"}}` refusal as GoTrue does (no error code). */
export function throwHookRefusal(refusal: { http_code?: number; message?: string } | undefined) {
  if (refusal?.message) {
    throw new AuthError(refusalStatus(refusal.http_code), 'unknown', refusal.message);
  }
}

/**
 * Calls the before-user-created SQL function inside the sign-up transaction
 * with GoTrue's payload `{metadata:{uuid,time,name,ip_address}, user}` and
 * throws its refusal as an HTTP error (clients see code "unknown").
 */
export async function runBeforeUserCreatedHook(
  tx: Queryable,
  uri: string,
  user: Record<string, unknown>,
  ipAddress: string,
): Promise<void> {
  const payload = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: ipAddress,
    },
    user,
  };
  const result = await callHookFunction(tx, uri, payload);
  // GoTrue only inspects a non-null answer: a function returning null allows, like `{}`.
  if (result === null) return;
  const parsed = hookOutput.safeParse(result);
  if (!parsed.success) {
    throw new AuthError(500, 'unexpected_failure', 'Invalid output from before-user-created hook');
  }
  throwHookRefusal(parsed.data.error);
}
