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
 * Calls the before-user-created SQL function inside the sign-up transaction
 * (already running as supabase_auth_admin) with GoTrue's payload
 * `{metadata:{uuid,time,name,ip_address}, user}` and throws its refusal as
 * an HTTP error (GoTrue attaches no error code to it: clients see "unknown").
 */
export async function runBeforeUserCreatedHook(
  tx: Queryable,
  uri: string,
  user: Record<string, unknown>,
  ipAddress: string,
): Promise<void> {
  const fn = parseHookUri(uri);
  const payload = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: ipAddress,
    },
    user,
  };
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
  // GoTrue only inspects a non-null answer: a function returning null allows, like `{}`.
  if (result === null || result === undefined) return;
  const parsed = hookOutput.safeParse(typeof result === 'string' ? JSON.parse(result) : result);
  if (!parsed.success) {
    throw new AuthError(500, 'unexpected_failure', 'Invalid output from before-user-created hook');
  }
  const refusal = parsed.data.error;
  if (refusal?.message) {
    throw new AuthError(refusalStatus(refusal.http_code), 'unknown', refusal.message);
  }
}
