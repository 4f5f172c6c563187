import type { Database } from '@csan/local-stack/db/database.ts';
import { withRequestContext } from '@csan/local-stack/db/request-context.ts';
import type { Actor } from './actors.ts';

export type Outcome =
  | { ok: true; rows: Record<string, unknown>[]; affectedRows: number }
  | { ok: false; code: string; message: string };

/** Thrown to roll a probe back while carrying its result out. */
class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return String((error as { code: unknown }).code);
  }
  return 'unknown';
}

interface RunOptions {
  headers?: Record<string, string>;
  /** Keep the changes (default: roll back, so probes never affect each other). */
  commit?: boolean;
}

/**
 * Runs one statement as `actor`, exactly as PostgREST would (role, JWT claims
 * and request headers set for the transaction), and reports rows or the error.
 */
export async function asActor(
  db: Database,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
  options: RunOptions = {},
): Promise<Outcome> {
  const request = { method: 'POST', path: '/rest/v1/test', headers: options.headers ?? {} };
  const identity = { role: actor.role, claims: actor.claims };
  try {
    return await withRequestContext(db, identity, request, async (tx) => {
      let outcome: Outcome;
      try {
        const result = await tx.query(sql, params);
        outcome = { ok: true, rows: result.rows, affectedRows: result.affectedRows };
      } catch (error) {
        outcome = { ok: false, code: errorCode(error), message: (error as Error).message };
        // The transaction is aborted now: leave through the rollback path.
        throw new Rollback(outcome);
      }
      if (!options.commit) throw new Rollback(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}

/** "Allowed" = the statement succeeded and returned or touched at least one row. */
export function succeeded(outcome: Outcome): boolean {
  return outcome.ok && (outcome.rows.length > 0 || outcome.affectedRows > 0);
}
