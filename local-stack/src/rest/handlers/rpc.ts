import { MAX_NESTING, nestingDepth } from '../../limits/hostile-input.js';
import { ApiError } from '../errors.js';
import { parseQuery } from '../parse/query.js';
import { checkMaxAffected } from '../request/prefer.js';
import { parseRangeHeader, rangeStatus } from '../request/range.js';
import { formatBody, type Reply } from '../respond.js';
import { ident, Params } from '../sql/params.js';
import { buildRead } from '../sql/read.js';
import { callSql, resolveFunction, resultRelation } from '../sql/rpc.js';
import { applyRange, plannedCount, type RestRequest, runOne } from './context.js';

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'or',
  'and',
]);

function argumentsOf(req: RestRequest): { keys: string[]; json: string; isObject: boolean } {
  if (req.method === 'POST') {
    const text = req.body.trim() === '' ? '{}' : req.body;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ApiError(400, {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: (error as Error).message,
      });
    }
    if (nestingDepth(body) > MAX_NESTING) {
      throw new ApiError(400, {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: `JSON nested more than ${MAX_NESTING} levels deep`,
      });
    }
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    return { keys: isObject ? Object.keys(body as object) : [], json: text, isObject };
  }
  // GET/HEAD: query-string values (text, cast by json_to_record to each argument's type).
  const args: Record<string, string> = {};
  for (const [key, value] of req.url.searchParams) {
    if (!RESERVED.has(key) && !key.includes('.')) args[key] = value;
  }
  return { keys: Object.keys(args), json: JSON.stringify(args), isObject: true };
}

function preferenceApplied(req: RestRequest): Record<string, string> {
  return req.prefer.applied.length > 0
    ? { 'Preference-Applied': req.prefer.applied.join(', ') }
    : {};
}

/** POST /rpc/fn (named args or one json param), GET/HEAD for read-only calls. */
export async function handleRpc(req: RestRequest, name: string): Promise<Reply> {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    throw new ApiError(405, {
      code: 'PGRST101',
      message: 'Only GET, HEAD and POST are allowed for functions',
    });
  }
  const isGet = req.method !== 'POST';
  const input = argumentsOf(req);
  const resolved = resolveFunction(
    req.catalog,
    req.schema,
    name,
    input.keys,
    isGet,
    input.isObject,
  );
  const { fn } = resolved;
  const query = parseQuery(req.url.searchParams, new Set(isGet ? resolved.argNames : []));
  const params = new Params();
  const { prefix, call } = callSql(resolved, input.json, params);
  const relation = resultRelation(req.catalog, fn);

  if (!relation || fn.isVoid) {
    // Scalars come back as a JSON value, scalar sets as an array of values, void as 204.
    // The void result is read (`_pgrst_v.v`) so the planner cannot drop the call: the EXECUTE
    // check and the body run, as in PostgREST.
    const sql = fn.isVoid
      ? `select null::text as total, 1 as page_total, null::text as body, _pgrst_v.v::text as _pgrst_void from ${prefix}(select ${call} as v) as _pgrst_v`
      : fn.returnsSet
        ? `select null::text as total, count(*)::int as page_total, coalesce(json_agg(_pgrst_v.v), '[]')::text as body from ${prefix}${call} as _pgrst_v(v)`
        : `select null::text as total, 1 as page_total, to_json(_pgrst_v.v)::text as body from ${prefix}(select ${call} as v) as _pgrst_v`;
    const row = await req.run(async (tx) => {
      const one = await runOne(tx, sql, params.values, { stripNulls: req.stripNulls });
      if (!fn.isVoid) checkMaxAffected(req.prefer, one.page_total);
      return one;
    });
    const headers = preferenceApplied(req);
    if (fn.isVoid) return { status: 204, body: null, media: req.media, headers };
    const body = fn.returnsSet
      ? formatBody(req.media, row.body ?? '[]', row.page_total)
      : (row.body ?? 'null');
    // A scalar answer is one row; a scalar set as many rows as values (count= counts them).
    const counted = req.prefer.count ? row.page_total : null;
    headers['Content-Range'] = rangeStatus(0, row.page_total, counted).contentRange;
    return { status: 200, body, media: req.media, headers };
  }

  const top = query.levels.get('');
  applyRange(top, parseRangeHeader(req.headers.range), req.maxRows);
  const alias = ident(fn.name);
  const exact = req.prefer.count === 'exact' || req.prefer.count === 'estimated';
  const read = buildRead(
    req.catalog,
    { relation, fromSql: `${prefix}${call} as ${alias}`, alias },
    query.select,
    query.levels,
    params,
    exact,
    req.media,
  );
  const result = await req.run(async (tx) => {
    const row = await runOne(tx, read.sql, params.values, { stripNulls: req.stripNulls });
    checkMaxAffected(req.prefer, row.page_total);
    const planned =
      req.prefer.count === 'planned'
        ? await plannedCount(tx, read.plannableSql, params.values)
        : null;
    return { row, planned };
  });
  const { row } = result;
  const headers = preferenceApplied(req);
  if (!fn.returnsSet) {
    // A function returning one row gives an object, as in PostgREST.
    const counted = req.prefer.count ? row.page_total : null;
    headers['Content-Range'] = rangeStatus(0, row.page_total, counted).contentRange;
    return {
      status: 200,
      body: row.page_total === 1 ? (row.body ?? '[]').slice(1, -1) : 'null',
      media: req.media,
      headers,
    };
  }
  const total = result.planned ?? (row.total === null ? null : Number(row.total));
  const { status, contentRange } = rangeStatus(top?.offset ?? 0, row.page_total, total);
  return {
    status,
    body: formatBody(req.media, row.body ?? '[]', row.page_total),
    media: req.media,
    headers: { ...headers, 'Content-Range': contentRange },
  };
}
