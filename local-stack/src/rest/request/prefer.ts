import type { Queryable } from '../../db/database.js';
import { ApiError } from '../errors.js';

/** The `Prefer` header preferences PostgREST understands (comma-joined by supabase-js). */
export interface Preferences {
  count: 'exact' | 'planned' | 'estimated' | null;
  return: 'minimal' | 'representation' | 'headers-only' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  /** `tx=rollback`: the request runs in full, then its transaction is rolled back. */
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  /** `max-affected=N`, enforced only with `handling=strict` (as PostgREST does). */
  maxAffected: number | null;
  /**
   * `timezone=…`: the transaction's TimeZone. Checked against pg_timezone_names inside the
   * request's transaction (see applyTimezone), so it is listed in `applied` only once known.
   */
  timezone: string | null;
  /** The preferences that were understood, for the Preference-Applied header. */
  applied: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  count: ['exact', 'planned', 'estimated'],
  return: ['minimal', 'representation', 'headers-only'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    count: null,
    return: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    maxAffected: null,
    timezone: null,
    applied: [],
  };
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const [name = '', value = ''] = raw
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (!name) continue;
    if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      continue;
    }
    if (name === 'timezone' && value !== '') {
      // Time zone names hold '/', '+', '-' and '_' but never ',' or '=' (split above).
      prefs.timezone = value;
      continue;
    }
    // Lenient handling ignores what it does not understand; strict handling refuses it.
    if (!ALLOWED[name]?.includes(value)) {
      invalid.push(raw.trim());
      continue;
    }
    (prefs as unknown as Record<string, string>)[name] = value;
    prefs.applied.push(`${name}=${value}`);
  }
  if (prefs.handling === 'strict') {
    if (invalid.length > 0) {
      throw new ApiError(400, {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: `Invalid preferences: ${invalid.join(', ')}`,
      });
    }
    if (prefs.maxAffected !== null) prefs.applied.push(`max-affected=${prefs.maxAffected}`);
  }
  return prefs;
}

/** `handling=strict, max-affected=N`: more affected rows fail the request (and roll it back). */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === null) return;
  if (affected > prefs.maxAffected) {
    throw new ApiError(400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: `The query affects ${affected} rows`,
    });
  }
}

/**
 * `Prefer: timezone=…` as PostgREST does: a name from pg_timezone_names sets the transaction's
 * TimeZone and is reported in Preference-Applied; any other name is ignored, or refused with
 * PGRST122 under `handling=strict`. Runs first in the request's transaction.
 */
export async function applyTimezone(prefs: Preferences, tx: Queryable): Promise<void> {
  if (prefs.timezone === null) return;
  const { rows } = await tx.query<{ ok: boolean }>(
    `select exists (select 1 from pg_timezone_names where name = $1) as ok`,
    [prefs.timezone],
  );
  if (rows[0]?.ok) {
    await tx.query(`select set_config('timezone', $1, true)`, [prefs.timezone]);
    if (!prefs.applied.includes(`timezone=${prefs.timezone}`)) {
      prefs.applied.push(`timezone=${prefs.timezone}`);
    }
    return;
  }
  if (prefs.handling === 'strict') {
    throw new ApiError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: timezone=${prefs.timezone}`,
    });
  }
}
