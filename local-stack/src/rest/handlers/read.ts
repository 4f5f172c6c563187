import { parseQuery } from '../parse/query.js';
import { parseRangeHeader, rangeStatus } from '../request/range.js';
import { formatBody, type Reply } from '../respond.js';
import { ident, Params, qualified } from '../sql/params.js';
import { buildRead } from '../sql/read.js';
import { applyRange, findRelation, plannedCount, type RestRequest, runOne } from './context.js';

/** GET/HEAD on a table or view. */
export async function handleRead(req: RestRequest, name: string): Promise<Reply> {
  const relation = findRelation(req.catalog, req.schema, name);
  const query = parseQuery(req.url.searchParams);
  const top = query.levels.get('');
  applyRange(top, parseRangeHeader(req.headers.range), req.maxRows);
  const params = new Params();
  const alias = ident(relation.name);
  const exact = req.prefer.count === 'exact' || req.prefer.count === 'estimated';
  const read = buildRead(
    req.catalog,
    { relation, fromSql: `${qualified(relation.schema, relation.name)} as ${alias}`, alias },
    query.select,
    query.levels,
    params,
    exact,
    req.media,
  );
  const result = await req.run(async (tx) => {
    const row = await runOne(tx, read.sql, params.values, { stripNulls: req.stripNulls });
    const planned =
      req.prefer.count === 'planned'
        ? await plannedCount(tx, read.plannableSql, params.values)
        : null;
    return { row, planned };
  });
  const total = result.planned ?? (result.row.total === null ? null : Number(result.row.total));
  const { status, contentRange } = rangeStatus(top?.offset ?? 0, result.row.page_total, total);
  return {
    status,
    body: formatBody(req.media, result.row.body ?? '[]', result.row.page_total),
    media: req.media,
    headers: { 'Content-Range': contentRange, ...readPreferencesApplied(req) },
  };
}

/** A read reports the count, tx, handling and timezone preferences it honoured, as PostgREST. */
function readPreferencesApplied(req: RestRequest): Record<string, string> {
  const applied = req.prefer.applied.filter((p) =>
    ['count', 'tx', 'handling', 'timezone'].includes(p.split('=')[0] ?? ''),
  );
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
}
