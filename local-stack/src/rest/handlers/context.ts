import type { Queryable } from '../../db/database.js';
import type { RequestIdentity } from '../../db/request-context.js';
import type { Catalog, Relation } from '../../schema-cache/types.js';
import { qualifiedName } from '../../schema-cache/types.js';
import { ApiError } from '../errors.js';
import type { MediaType } from '../request/media.js';
import type { Preferences } from '../request/prefer.js';

/** Everything a handler needs about one request, already authenticated and negotiated. */
export interface RestRequest {
  method: string;
  url: URL;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string;
  identity: RequestIdentity;
  schema: string;
  catalog: Catalog;
  media: MediaType;
  /** Accept asked for `nulls=stripped`. */
  stripNulls: boolean;
  prefer: Preferences;
  /** PostgREST's max-rows: top-level reads answer at most this many rows (null: no cap). */
  maxRows: number | null;
  /** Runs `fn` as the caller in one transaction (read-only for GET/HEAD). */
  run<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export function findRelation(catalog: Catalog, schema: string, name: string): Relation {
  const relation = catalog.relations.get(qualifiedName(schema, name));
  if (!relation) {
    throw new ApiError(404, {
      code: 'PGRST205',
      message: `Could not find the table '${schema}.${name}' in the schema cache`,
    });
  }
  return relation;
}

/** The one row every built statement returns. */
export interface ResultRow {
  total: string | null;
  page_total: number;
  body: string | null;
}

export async function runOne(
  tx: Queryable,
  sql: string,
  params: unknown[],
  options: { stripNulls?: boolean } = {},
): Promise<ResultRow> {
  // nulls=stripped: json_strip_nulls over the whole body, as PostgREST does.
  const statement = options.stripNulls
    ? `select total, page_total, json_strip_nulls(body::json)::text as body from (${sql}) as _pgrst_s`
    : sql;
  const { rows } = await tx.query<ResultRow>(statement, params);
  return rows[0] ?? { total: null, page_total: 0, body: '[]' };
}

/** `count=planned` (and our `estimated`) reads the planner's row estimate. */
export async function plannedCount(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${sql}`, params);
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The top level's page: `limit`/`offset` from the query, else the Range header, and never more
 * than max-rows rows (PostgREST's restrictRange), so Content-Range and counts follow the cap.
 */
export function applyRange(
  top: { offset: number | null; limit: number | null } | undefined,
  range: { offset: number; limit: number | null } | null,
  maxRows: number | null,
): void {
  if (!top) return;
  if (range) {
    top.offset ??= range.offset;
    top.limit ??= range.limit;
  }
  if (maxRows !== null) top.limit = Math.min(top.limit ?? maxRows, maxRows);
}
