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
  options: { readOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    if (options.readOnly) await tx.query('set transaction read only');
    const settings: [string, string][] = [
      ['role', identity.role],
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
  });
}
