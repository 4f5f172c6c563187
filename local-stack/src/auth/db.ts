import type { Database, Queryable } from '../db/database.js';

/**
 * Runs `fn` in one transaction as `supabase_auth_admin`, the role GoTrue
 * connects with: product triggers on auth.users (and the before-user-created
 * hook) then meet the same privileges they have on a real Supabase project.
 */
export function authTransaction<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('set local role supabase_auth_admin');
    return fn(tx);
  });
}

/** Unix seconds of a timestamp column (both drivers return Date for timestamptz). */
export function unixSeconds(value: Date | string): number {
  return Math.floor(new Date(value).getTime() / 1000);
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
