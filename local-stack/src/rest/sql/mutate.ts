import type { Relation } from '../../schema-cache/types.js';
import { ApiError } from '../errors.js';
import type { LevelOptions } from '../parse/ast.js';
import { columnOf } from './fields.js';
import { filterSql, orderSql } from './filters.js';
import { ident, type Params, qualified } from './params.js';

/** PGRST204 for a payload or `columns=` name the relation does not have. */
export function checkPayloadColumns(relation: Relation, columns: string[]): void {
  for (const name of columns) {
    if (!relation.columns.has(name)) {
      throw new ApiError(400, {
        code: 'PGRST204',
        message: `Could not find the '${name}' column of '${relation.name}' in the schema cache`,
      });
    }
  }
}

export interface InsertOptions {
  columns: string[];
  missingDefault: boolean;
  conflict: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | null;
}

/**
 * INSERT fed by the raw JSON body (one object or an array of them), typed by
 * json_populate_record against the table's own row type, as PostgREST does.
 */
export function insertSql(
  relation: Relation,
  alias: string,
  body: string,
  options: InsertOptions,
  params: Params,
): string {
  const target = qualified(relation.schema, relation.name);
  const payload = params.add(body);
  const exprs = options.columns.map((name) => {
    const value = `_pgrst_b.${ident(name)}`;
    const defaultExpr = columnOf(relation, name).defaultExpr;
    if (!options.missingDefault) return value;
    // A key absent from this object takes the column default (the expression comes from the catalog).
    return `case when _pgrst_e.j -> ${params.add(name)}::text is null then ${defaultExpr ?? 'null'} else ${value} end`;
  });
  // No keys (`{}` or `[]`): each element is a row of column defaults, as PostgREST inserts it.
  const list = options.columns.length > 0 ? ` (${options.columns.map(ident).join(', ')})` : '';
  let sql =
    `insert into ${target} as ${alias}${list} select ${exprs.join(', ')} ` +
    `from json_array_elements(case when json_typeof(${payload}::json) = 'array' then ${payload}::json ` +
    `else json_build_array(${payload}::json) end) with ordinality as _pgrst_e(j, n) ` +
    `cross join lateral json_populate_record(null::${target}, _pgrst_e.j) as _pgrst_b order by _pgrst_e.n`;
  if (options.conflict) {
    const conflictList = options.conflict.columns.map(ident).join(', ');
    const updates = options.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    sql +=
      options.conflict.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${conflictList}) do nothing`
        : ` on conflict (${conflictList}) do update set ${updates.join(', ')}`;
  }
  return sql;
}

const noEmbeds = (): string | null => null;

function whereAndLimit(
  relation: Relation,
  alias: string,
  options: LevelOptions,
  params: Params,
): string {
  const conditions = options.filters.map((f) => filterSql(relation, alias, f, params, noEmbeds));
  if (options.limit !== null) {
    if (relation.kind !== 'table' || options.order.length === 0) {
      throw new ApiError(400, {
        code: 'PGRST109',
        message: 'A limit on an update or delete needs an order by a unique column of a table',
      });
    }
    const inner = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
    const order = orderSql(relation, alias, options.order, params);
    const offset = options.offset !== null ? ` offset ${options.offset}` : '';
    const target = qualified(relation.schema, relation.name);
    return ` where ${alias}.ctid = any(array(select ${alias}.ctid from ${target} as ${alias}${inner}${order} limit ${options.limit}${offset}))`;
  }
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

export function updateSql(
  relation: Relation,
  alias: string,
  body: string,
  columns: string[],
  options: LevelOptions,
  params: Params,
): string {
  const target = qualified(relation.schema, relation.name);
  const sets = columns.map((c) => `${ident(c)} = _pgrst_b.${ident(c)}`);
  return (
    `update ${target} as ${alias} set ${sets.join(', ')} ` +
    `from (select * from json_populate_record(null::${target}, ${params.add(body)}::json)) as _pgrst_b` +
    whereAndLimit(relation, alias, options, params)
  );
}

export function deleteSql(
  relation: Relation,
  alias: string,
  options: LevelOptions,
  params: Params,
): string {
  return `delete from ${qualified(relation.schema, relation.name)} as ${alias}${whereAndLimit(relation, alias, options, params)}`;
}
