import type { ApiRole, Claims } from '../jwt.js';
import type { Database, Queryable } from './database.js';

export interface RequestIdentity {
  role: ApiRole;
  /** The verified JWT claims (role included), as PostgREST puts them in request.jwt.claims. */
  claims: Claims;
}

export interface RequestInfo {
  method: string;
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  cookies?: Record<string, string>;
}

/**
 * Runs `fn` in one transaction as PostgREST does: the role and the request
 * GUCs are set locally, so RLS policies, auth.uid() and auth.jwt() see the
 * caller. Nothing in JavaScript decides which rows the caller may touch.
 */
export async function withRequestContext<T>(
  db: Database,
  identity: RequestIdentity,
  request: RequestInfo,
  fn: (tx: Queryable) => Promise<T>,
  options: {
    readOnly?: boolean;
    /** The role's own settings (PostgREST's impersonated role settings): statement_timeout, … */
    roleSettings?: ReadonlyMap<string, string> | undefined;
    /** The client's address bucket: PGlite's connection takes clients in turn. */
    client?: string | undefined;
  } = {},
): Promise<T> {
  const roleSettings = [...(options.roleSettings ?? new Map<string, string>())];
  const timeout = options.roleSettings?.get('statement_timeout');
  const statementTimeoutMs = timeout === undefined ? undefined : durationMs(timeout);
  return db.transaction(
    async (tx) => {
      if (options.readOnly) await tx.query('set transaction read only');
      const settings: [string, string][] = [
        ['role', identity.role],
        ...roleSettings,
        ['request.jwt.claims', JSON.stringify(identity.claims)],
        ['request.method', request.method],
        ['request.path', request.path],
        ['request.headers', JSON.stringify(request.headers)],
        ['request.cookies', JSON.stringify(request.cookies ?? {})],
      ];
      // Legacy per-claim GUCs (request.jwt.claim.sub, ...) that older helpers read.
      for (const [name, value] of Object.entries(identity.claims)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
          settings.push([`request.jwt.claim.${name}`, String(value)]);
        }
      }
      const placeholders = settings.map((_, i) => `set_config($${i * 2 + 1}, $${i * 2 + 2}, true)`);
      await tx.query(`select ${placeholders.join(', ')}`, settings.flat());
      return fn(tx);
    },
    { statementTimeoutMs, client: options.client },
  );
}

const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A Postgres time setting (`3s`, `8000`, `1min`; bare numbers are ms) in ms; 0 = none. */
export function durationMs(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match?.[1]) return undefined;
  return Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1);
}
