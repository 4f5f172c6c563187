import { MAX_NESTING, nestingDepth } from '../../limits/hostile-input.js';
import type { Relation } from '../../schema-cache/types.js';
import { ApiError } from '../errors.js';
import type { LevelOptions, SelectItem } from '../parse/ast.js';
import { parseQuery } from '../parse/query.js';
import { checkMaxAffected } from '../request/prefer.js';
import { rangeStatus } from '../request/range.js';
import { formatBody, type Reply } from '../respond.js';
import { checkPayloadColumns, deleteSql, insertSql, updateSql } from '../sql/mutate.js';
import { ident, Params } from '../sql/params.js';
import { bodyAggregate } from '../sql/read.js';
import { assertLevelsUsed, type BuildState, buildLevel } from '../sql/select-level.js';
import { findRelation, type RestRequest, runOne } from './context.js';

function invalidBody(details: string): ApiError {
  return new ApiError(400, { code: 'PGRST102', message: 'Empty or invalid json', details });
}

function parseBody(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw invalidBody((error as Error).message);
  }
  if (nestingDepth(body) > MAX_NESTING) {
    throw invalidBody(`JSON nested more than ${MAX_NESTING} levels deep`);
  }
  return body;
}

/** Keys of the payload objects, in first-seen order (supabase-js also sends them as `columns=`). */
function payloadKeys(body: unknown): string[] {
  const rows = Array.isArray(body) ? body : [body];
  const keys = new Set<string>();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw invalidBody('Each row must be a JSON object');
    }
    for (const key of Object.keys(row)) keys.add(key);
  }
  return [...keys];
}

/**
 * Wraps a mutation as PostgREST does: `with pgrst_source as (<dml> returning *)`
 * then the same projection/embedding as a read over the changed rows.
 */
function representationSql(
  req: RestRequest,
  relation: Relation,
  alias: string,
  dml: string,
  select: SelectItem[],
  levels: Map<string, LevelOptions>,
  params: Params,
): string {
  // Top-level filters belong to the mutation; order and embed filters shape the representation.
  const shaped = new Map(levels);
  shaped.set('', { filters: [], order: levels.get('')?.order ?? [], limit: null, offset: null });
  const state: BuildState = {
    catalog: req.catalog,
    params,
    levels: shaped,
    usedLevels: new Set(),
    aliasCount: 0,
  };
  const level = buildLevel(state, relation, alias, select, []);
  assertLevelsUsed(state);
  const joins = level.joins.map((j) => j.sql).join('');
  const page = `select ${level.projections.join(', ')} from pgrst_source as ${alias}${joins}`;
  const aggregate = `count(*)::int as page_total, ${bodyAggregate(req.media)} as body from (${page}) as _pgrst_t`;
  if (!isMerge(req)) {
    return `with pgrst_source as (${dml} returning ${alias}.*) select null::text as total, ${aggregate}`;
  }
  // An upsert also reports how many rows it inserted (in `total`): none means 200, not 201.
  const columns = relation.columnOrder.map(ident).join(', ');
  return (
    `with pgrst_dml as (${dml} returning ${alias}.*, (${alias}.xmax = 0) as _pgrst_inserted), ` +
    `pgrst_source as (select ${columns} from pgrst_dml) ` +
    `select (select count(*) filter (where _pgrst_inserted) from pgrst_dml)::text as total, ${aggregate}`
  );
}

const isMerge = (req: RestRequest) =>
  req.method === 'POST' && req.prefer.resolution === 'merge-duplicates';

/** An upsert without RETURNING rows: affected and inserted counts. */
function upsertCountSql(dml: string, alias: string): string {
  return (
    `with _pgrst_d as (${dml} returning (${alias}.xmax = 0) as inserted) ` +
    'select count(*)::int as affected, (count(*) filter (where inserted))::int as inserted from _pgrst_d'
  );
}

function locationOf(relation: Relation, bodyText: string): string | undefined {
  const [row] = JSON.parse(bodyText) as Record<string, unknown>[];
  if (!row || relation.primaryKey.length === 0) return undefined;
  const query = relation.primaryKey
    .map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(row[k]))}`)
    .join('&');
  return `/${encodeURIComponent(relation.name)}?${query}`;
}

/** POST, PATCH and DELETE on a table or (auto-updatable) view. */
export async function handleWrite(req: RestRequest, name: string): Promise<Reply> {
  const relation = findRelation(req.catalog, req.schema, name);
  const query = parseQuery(req.url.searchParams);
  const top = query.levels.get('') ?? { filters: [], order: [], limit: null, offset: null };
  const params = new Params();
  const alias = ident(relation.name);
  const returning = req.prefer.return ?? 'minimal';
  let dml: string;
  let isEmptyPatch = false;

  if (req.method === 'POST') {
    const body = parseBody(req.body);
    const columns = query.columns ?? payloadKeys(body);
    checkPayloadColumns(relation, columns);
    let conflict = null;
    if (req.prefer.resolution) {
      const conflictColumns = query.onConflict ?? relation.primaryKey;
      checkPayloadColumns(relation, conflictColumns);
      if (conflictColumns.length === 0) {
        throw new ApiError(400, {
          code: 'PGRST100',
          message: 'on_conflict is required for an upsert on a relation without a primary key',
        });
      }
      conflict = { columns: conflictColumns, resolution: req.prefer.resolution };
    }
    dml = insertSql(
      relation,
      alias,
      req.body,
      { columns, missingDefault: req.prefer.missing === 'default', conflict },
      params,
    );
  } else if (req.method === 'PATCH') {
    const body = parseBody(req.body);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw invalidBody('PATCH expects one JSON object');
    const columns = query.columns ?? Object.keys(body);
    checkPayloadColumns(relation, columns);
    isEmptyPatch = columns.length === 0;
    dml = updateSql(relation, alias, req.body, columns, top, params);
  } else {
    dml = deleteSql(relation, alias, top, params);
  }

  const wantsRows = returning !== 'minimal';
  const select: SelectItem[] =
    returning === 'headers-only'
      ? relation.primaryKey.map((column) => ({
          kind: 'field',
          field: { column, json: [] },
          alias: null,
          cast: null,
        }))
      : query.select;
  const result = await req.run(async (tx) => {
    // PostgREST does nothing for an empty PATCH body.
    if (isEmptyPatch) return { page_total: 0, body: '[]' };
    if (!wantsRows && isMerge(req)) {
      const { rows } = await tx.query<{ affected: number; inserted: number }>(
        upsertCountSql(dml, alias),
        params.values,
      );
      return { page_total: rows[0]?.affected ?? 0, body: null, inserted: rows[0]?.inserted ?? 0 };
    }
    if (!wantsRows) {
      const { affectedRows } = await tx.query(dml, params.values);
      if (req.method !== 'POST') checkMaxAffected(req.prefer, affectedRows);
      return { page_total: affectedRows, body: null };
    }
    const row = await runOne(
      tx,
      representationSql(req, relation, alias, dml, select, query.levels, params),
      params.values,
      { stripNulls: req.stripNulls },
    );
    if (req.method !== 'POST') checkMaxAffected(req.prefer, row.page_total);
    const body = row.body ?? '[]';
    // Formatting inside the transaction: a failed .single() rolls the write back, as in PostgREST.
    const formatted =
      returning === 'representation' ? formatBody(req.media, body, row.page_total) : body;
    return {
      page_total: row.page_total,
      body: formatted,
      inserted: row.total === null ? null : Number(row.total),
    };
  });

  const count = req.prefer.count ? result.page_total : null;
  const headers: Record<string, string> = {};
  if (req.prefer.applied.length > 0) headers['Preference-Applied'] = req.prefer.applied.join(', ');
  if (req.method === 'POST') {
    headers['Content-Range'] = `*/${count ?? '*'}`;
    if (returning === 'headers-only' && result.body) {
      const location = locationOf(relation, result.body);
      if (location) headers.Location = location;
    }
    const body = returning === 'representation' ? result.body : null;
    // PostgREST answers 200 to an upsert that only updated existing rows.
    const onlyUpdated = 'inserted' in result && result.inserted === 0 && result.page_total > 0;
    return { status: onlyUpdated ? 200 : 201, body, media: req.media, headers };
  }
  headers['Content-Range'] = rangeStatus(0, result.page_total, count).contentRange;
  if (returning === 'representation')
    return { status: 200, body: result.body, media: req.media, headers };
  return { status: 204, body: null, media: req.media, headers };
}
