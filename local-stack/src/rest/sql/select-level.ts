import type { Catalog, Relation } from '../../schema-cache/types.js';
import { ApiError } from '../errors.js';
import type { Condition, LevelOptions, SelectItem } from '../parse/ast.js';
import { fieldName } from '../parse/field.js';
import { fieldSql } from './fields.js';
import { filterSql, orderSql } from './filters.js';
import { ident, type Params, qualified } from './params.js';
import { resolveRelationship, rowFunction } from './relationships.js';

export interface Join {
  sql: string;
  /** True when the join removes parent rows (!inner, or an `rel=is.null` filter): counts need it. */
  filtering: boolean;
}

/** One level of a read: the relation's own columns, its embeds as lateral joins, its filters. */
export interface Level {
  projections: string[];
  joins: Join[];
  conditions: string[];
  /** ` group by …` when the level aggregates, else ''. */
  groupBy: string;
  order: string;
  limit: number | null;
  offset: number | null;
}

export interface BuildState {
  catalog: Catalog;
  params: Params;
  /** Filters/order/paging by embed path ('' = top level, 'rel', 'rel.child'). */
  levels: Map<string, LevelOptions>;
  usedLevels: Set<string>;
  aliasCount: number;
}

interface EmbedRef {
  join: Join;
  /** SQL that is null when the embed found nothing. */
  nullTest: string;
  toOne: boolean;
}

const EMPTY: LevelOptions = { filters: [], order: [], limit: null, offset: null };

function paging(level: Level): string {
  return (
    (level.limit !== null ? ` limit ${level.limit}` : '') +
    (level.offset !== null ? ` offset ${level.offset}` : '')
  );
}

function where(conditions: string[]): string {
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

/**
 * Builds `relation` seen as `alias` (an already quoted SQL alias) at embed
 * `path`. Every column name is checked against the catalog, every value bound.
 */
export function buildLevel(
  state: BuildState,
  relation: Relation,
  alias: string,
  items: SelectItem[],
  path: string[],
): Level {
  const key = path.join('.');
  const options = state.levels.get(key) ?? EMPTY;
  state.usedLevels.add(key);
  const projections: string[] = [];
  const joins: Join[] = [];
  const embeds = new Map<string, EmbedRef>();
  // With an aggregate at this level, the other plain values group the rows (PostgREST).
  const grouping: string[] = [];
  let aggregated = false;
  const aggregate = (fn: string, argument: string, cast: string | null, name: string) => {
    if (!state.catalog.aggregatesEnabled) {
      throw new ApiError(400, {
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
      });
    }
    aggregated = true;
    projections.push(`${fn}(${argument})${cast ? `::${cast}` : ''} as ${ident(name)}`);
  };

  for (const item of items) {
    if (item.kind === 'star') {
      projections.push(`${alias}.*`);
      grouping.push(...relation.columnOrder.map((c) => `${alias}.${ident(c)}`));
    } else if (item.kind === 'aggregate') {
      const argument = item.field ? fieldSql(relation, alias, item.field, state.params) : '*';
      aggregate(item.fn, argument, item.cast, item.alias ?? item.fn);
    } else if (
      item.kind === 'field' &&
      item.field.column === 'count' &&
      item.field.json.length === 0 &&
      path.length > 0 &&
      !relation.columns.has('count')
    ) {
      // `rel(count)`: the number of embedded rows.
      aggregate('count', '*', item.cast, item.alias ?? 'count');
    } else if (item.kind === 'field') {
      const cast = item.cast ? `::${item.cast}` : '';
      const name = item.alias ?? fieldName(item.field);
      const computed =
        !relation.columns.has(item.field.column) && item.field.json.length === 0
          ? rowFunction(state.catalog, relation, item.field.column)
          : null;
      // A computed field: the function of the row, named like a column.
      const value =
        computed && !computed.returnRelation
          ? `${qualified(computed.schema, computed.name)}(${alias})`
          : fieldSql(relation, alias, item.field, state.params);
      projections.push(`${value}${cast} as ${ident(name)}`);
      grouping.push(`${value}${cast}`);
    } else {
      const name = item.alias ?? item.relation;
      const rel = resolveRelationship(state.catalog, relation, item.relation, item.hint);
      state.aliasCount += 1;
      const child = ident(`${rel.target.name}_${state.aliasCount}`);
      const level = buildLevel(state, rel.target, child, item.children, [...path, name]);
      let link = rel.targetColumns.map(
        (col, i) => `${child}.${ident(col)} = ${alias}.${ident(rel.parentColumns[i] as string)}`,
      );
      let source = rel.viaFunction
        ? `${qualified(rel.viaFunction.schema, rel.viaFunction.name)}(${alias})`
        : qualified(rel.target.schema, rel.target.name);
      if (rel.junction) {
        // Many-to-many: target rows joined to the junction rows that point at the parent.
        const { relation: junction, toSource, toTarget } = rel.junction;
        const via = ident(`${junction.name}_${state.aliasCount}`);
        const toChild = toTarget.columns.map(
          (col, i) => `${via}.${ident(col)} = ${child}.${ident(toTarget.refColumns[i] as string)}`,
        );
        source = `${source} as ${child} join ${qualified(junction.schema, junction.name)} as ${via} on ${toChild.join(' and ')}`;
        link = toSource.columns.map(
          (col, i) => `${via}.${ident(col)} = ${alias}.${ident(toSource.refColumns[i] as string)}`,
        );
      } else {
        source = `${source} as ${child}`;
      }
      const from = `${source}${level.joins.map((j) => j.sql).join('')}`;
      // An embed with no fields (`rel()`) still joins (and filters) but adds no key.
      const projected = level.projections.length > 0 ? level.projections.join(', ') : '1';
      const body = `select ${projected} from ${from}${where([...link, ...level.conditions])}${level.groupBy}`;
      let join: Join;
      let nullTest: string;
      const spreadNames = item.spread ? outputNames(item.children, rel.target) : null;
      if (rel.toOne) {
        const kind = item.inner ? 'inner' : 'left';
        join = {
          sql: ` ${kind} join lateral (${body}) as ${child} on true`,
          filtering: item.inner,
        };
        nullTest = `row_to_json(${child}.*)`;
        if (spreadNames) {
          // A spread to-one embed: its columns become the parent's.
          for (const n of spreadNames) {
            projections.push(`${child}.${ident(n)} as ${ident(n)}`);
            grouping.push(`${child}.${ident(n)}`);
          }
        } else if (item.children.length > 0) {
          projections.push(`${nullTest} as ${ident(name)}`);
        }
      } else if (spreadNames) {
        // A spread to-many embed: each column becomes an array of the children's values.
        const page = `${body}${level.order}${paging(level)}`;
        const arrays = spreadNames.map((n) => `json_agg(${child}.${ident(n)}) as ${ident(n)}`);
        join = {
          sql: ` left join lateral (select count(*) as _pgrst_n, ${arrays.join(', ')} from (${page}) as ${child}) as ${child} on true`,
          filtering: item.inner,
        };
        nullTest = `nullif(${child}._pgrst_n, 0)`;
        for (const n of spreadNames) {
          projections.push(`coalesce(${child}.${ident(n)}, '[]') as ${ident(n)}`);
        }
      } else {
        const page = `${body}${level.order}${paging(level)}`;
        join = {
          sql: ` left join lateral (select json_agg(${child}) as ${child} from (${page}) as ${child}) as ${child} on true`,
          filtering: item.inner,
        };
        nullTest = `${child}.${child}`;
        if (item.children.length > 0) {
          projections.push(`coalesce(${nullTest}, '[]') as ${ident(name)}`);
        }
      }
      joins.push(join);
      embeds.set(name, { join, nullTest, toOne: rel.toOne });
    }
  }

  const embedded = (condition: Condition): string | null => {
    const ref = embeds.get(condition.field.column);
    if (!ref || condition.operator !== 'is' || condition.field.json.length > 0) return null;
    if ((condition.value as string).toLowerCase() !== 'null') return null;
    ref.join.filtering = true;
    return `${ref.nullTest} is ${condition.negate ? 'not ' : ''}null`;
  };
  const conditions = options.filters.map((f) =>
    filterSql(relation, alias, f, state.params, embedded),
  );
  // A to-many !inner keeps only parents with at least one matching child.
  for (const item of items) {
    if (item.kind === 'embed' && item.inner) {
      const ref = embeds.get(item.alias ?? item.relation);
      if (ref && !ref.toOne) conditions.push(`${ref.nullTest} is not null`);
    }
  }
  return {
    projections,
    joins,
    conditions,
    groupBy: aggregated && grouping.length > 0 ? ` group by ${grouping.join(', ')}` : '',
    order: orderSql(relation, alias, options.order, state.params),
    limit: options.limit,
    offset: options.offset,
  };
}

/** The keys a level's items produce (a spread embed needs them to lift them). */
function outputNames(items: SelectItem[], relation: Relation): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'star') return relation.columnOrder;
    if (item.kind === 'field') return [item.alias ?? fieldName(item.field)];
    if (item.kind === 'aggregate') return [item.alias ?? item.fn];
    if (item.spread) {
      throw new ApiError(400, {
        code: 'PGRST100',
        message: 'A spread embed inside a spread embed is not supported by the local stack',
      });
    }
    return item.children.length > 0 ? [item.alias ?? item.relation] : [];
  });
}

/** PGRST108 for `rel.col=...` when `rel` is not embedded in `select`. */
export function assertLevelsUsed(state: BuildState): void {
  for (const key of state.levels.keys()) {
    if (!state.usedLevels.has(key)) {
      throw new ApiError(400, {
        code: 'PGRST108',
        message: `'${key}' is not an embedded resource in this request`,
        hint: `Verify that '${key}' is included in the 'select' query parameter.`,
      });
    }
  }
}

export { paging, where };
