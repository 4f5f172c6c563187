import type { Column, Relation } from '../../schema-cache/types.js';
import { ApiError } from '../errors.js';
import type { Field } from '../parse/ast.js';
import { ident, type Params } from './params.js';

/** 42703 as PostgREST reports it for an unknown column (the name is not trusted, only echoed). */
export function unknownColumn(relation: Relation, column: string): ApiError {
  return new ApiError(400, {
    code: '42703',
    message: `column ${relation.name}.${column} does not exist`,
  });
}

export function columnOf(relation: Relation, name: string): Column {
  const column = relation.columns.get(name);
  if (!column) throw unknownColumn(relation, name);
  return column;
}

/**
 * SQL for a field of `relation` seen under `alias`: the column must exist in
 * the catalog; JSON keys are bound parameters, array indexes integer literals.
 */
export function fieldSql(relation: Relation, alias: string, field: Field, params: Params): string {
  columnOf(relation, field.column);
  let sql = `${alias}.${ident(field.column)}`;
  for (const step of field.json) {
    const key = /^-?\d{1,9}$/.test(step.key) ? step.key : `${params.add(step.key)}::text`;
    sql = `${sql}${step.arrow}${key}`;
  }
  return sql;
}

/** The pg_type name of a field when it is a plain column (JSON paths are text/json). */
export function fieldTypeName(relation: Relation, field: Field): string {
  if (field.json.length > 0) return field.json.at(-1)?.arrow === '->>' ? 'text' : 'jsonb';
  return relation.columns.get(field.column)?.typeName ?? 'text';
}
