import type { Catalog, Relation } from '../../schema-cache/types.js';
import type { LevelOptions, SelectItem } from '../parse/ast.js';
import type { MediaType } from '../request/media.js';
import type { Params } from './params.js';
import { assertLevelsUsed, type BuildState, buildLevel, paging, where } from './select-level.js';

export interface ReadSource {
  /** Metadata of the rows read (a table, a view, or a function's row type). */
  relation: Relation;
  /** The FROM item, ending in `as <alias>` (a table or a function call). */
  fromSql: string;
  /** The quoted alias the FROM item is known by. */
  alias: string;
}

export interface ReadQuery {
  /** One row: total (text or null), page_total (int), body (json text). */
  sql: string;
  /** The rows without paging, for EXPLAIN (`count=planned`); it binds the same parameters. */
  plannableSql: string;
}

/**
 * PostgREST's read shape: the page is built as rows in a subquery, then
 * json_agg'd in SQL, so every type serialises as Postgres' JSON does.
 */
export function buildRead(
  catalog: Catalog,
  source: ReadSource,
  select: SelectItem[],
  levels: Map<string, LevelOptions>,
  params: Params,
  withCount: boolean,
  media: MediaType = 'json',
): ReadQuery {
  const state: BuildState = { catalog, params, levels, usedLevels: new Set(), aliasCount: 0 };
  const level = buildLevel(state, source.relation, source.alias, select, []);
  assertLevelsUsed(state);
  const joins = level.joins.map((j) => j.sql).join('');
  const filteringJoins = level.joins
    .filter((j) => j.filtering)
    .map((j) => j.sql)
    .join('');
  const filtered = `${source.fromSql}${filteringJoins}${where(level.conditions)}`;
  const unpaged = `select ${level.projections.join(', ')} from ${source.fromSql}${joins}${where(level.conditions)}${level.groupBy}${level.order}`;
  const page = `${unpaged}${paging(level)}`;
  const total = withCount ? `(select count(*) from ${filtered})::text` : 'null::text';
  return {
    sql: `select ${total} as total, count(*)::int as page_total, ${bodyAggregate(media)} as body from (${page}) as _pgrst_t`,
    plannableSql: unpaged,
  };
}

/**
 * The body of the rows of `_pgrst_t`, aggregated in SQL. JSON as json_agg writes it; CSV as
 * PostgREST writes it: the keys of the first row, then each row's composite text without its
 * parentheses (so values read as Postgres prints them, quoted by the composite rules).
 */
export function bodyAggregate(media: MediaType): string {
  if (media !== 'csv') return "coalesce(json_agg(_pgrst_t), '[]')::text";
  return (
    "coalesce(array_to_string(array(select json_object_keys(json_agg(_pgrst_t) -> 0)), ','), '')" +
    " || coalesce(E'\\n' || string_agg(substring(_pgrst_t::text, 2, length(_pgrst_t::text) - 2), E'\\n'), '')"
  );
}
