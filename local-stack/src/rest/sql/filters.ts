import type { Relation } from '../../schema-cache/types.js';
import type { Condition, Filter, Operator, OrderTerm } from '../parse/ast.js';
import { fieldSql, fieldTypeName } from './fields.js';
import { arrayLiteral, type Params } from './params.js';

const SQL_OPERATORS: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // "not extending to the left/right of": nxl is &> (left bound not below), nxr is &<.
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};

const TS_QUERY: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** The only words ever written after IS: a fixed list, never the caller's text. */
const IS_KEYWORDS: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

const likePattern = (value: string) => value.replaceAll('*', '%');

/** Splits a quantified value `{a,b}` into its items (for like(any) `*` rewriting). */
function listItems(value: string): string[] {
  const inner = value.replace(/^\{/, '').replace(/\}$/, '');
  return inner === '' ? [] : inner.split(',').map((v) => v.replace(/^"(.*)"$/s, '$1'));
}

export function conditionSql(
  relation: Relation,
  alias: string,
  condition: Condition,
  params: Params,
): string {
  const lhs = fieldSql(relation, alias, condition.field, params);
  const { operator, quantifier, language } = condition;
  const value = condition.value;
  let sql: string;
  if (operator === 'in') {
    sql = `${lhs} = any(${params.add(arrayLiteral(value as string[]))})`;
  } else if (operator === 'is') {
    sql = `${lhs} is ${IS_KEYWORDS[(value as string).toLowerCase()] ?? 'null'}`;
  } else if (operator === 'isdistinct') {
    sql = `${lhs} is distinct from ${params.add(value)}`;
  } else if (TS_QUERY[operator]) {
    const config = language ? `${params.add(language)}::regconfig, ` : '';
    const vector =
      fieldTypeName(relation, condition.field) === 'tsvector'
        ? lhs
        : `to_tsvector(${config}${lhs})`;
    sql = `${vector} @@ ${TS_QUERY[operator]}(${config}${params.add(value)})`;
  } else {
    const op = SQL_OPERATORS[operator] as string;
    const isLike = operator === 'like' || operator === 'ilike';
    if (quantifier) {
      const items = isLike ? listItems(value as string).map(likePattern) : null;
      const bound = params.add(items ? arrayLiteral(items) : value);
      sql = `${lhs} ${op} ${quantifier}(${bound})`;
    } else {
      sql = `${lhs} ${op} ${params.add(isLike ? likePattern(value as string) : value)}`;
    }
  }
  return condition.negate ? `not (${sql})` : sql;
}

/**
 * A filter tree as SQL. `embedded` turns `rel=is.null` / `rel=not.is.null`
 * into a test on an embed of this level (PostgREST's null filtering on embeds).
 */
export function filterSql(
  relation: Relation,
  alias: string,
  filter: Filter,
  params: Params,
  embedded: (condition: Condition) => string | null,
): string {
  if (filter.kind === 'condition') {
    const onEmbed = embedded(filter);
    return onEmbed ?? conditionSql(relation, alias, filter, params);
  }
  const joiner = filter.operator === 'and' ? ' and ' : ' or ';
  const inner = filter.children.map((child) => filterSql(relation, alias, child, params, embedded));
  const sql = `(${inner.join(joiner)})`;
  return filter.negate ? `not ${sql}` : sql;
}

export function orderSql(
  relation: Relation,
  alias: string,
  terms: OrderTerm[],
  params: Params,
): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    const direction = t.direction === 'desc' ? ' desc' : t.direction === 'asc' ? ' asc' : '';
    const nulls = t.nulls === 'first' ? ' nulls first' : t.nulls === 'last' ? ' nulls last' : '';
    return `${fieldSql(relation, alias, t.field, params)}${direction}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}
