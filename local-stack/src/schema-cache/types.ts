/** What the REST layer knows about the database, read from pg_catalog (like PostgREST's schema cache). */

export interface Column {
  name: string;
  /** format_type() of the column: the exact SQL spelling, safe to splice because it comes from the catalog. */
  type: string;
  /** pg_type.typname of the base type (e.g. tsvector, jsonb, _text for arrays). */
  typeName: string;
  notNull: boolean;
  /** pg_get_expr() of the default, used for `Prefer: missing=default`. */
  defaultExpr: string | null;
}

export type RelationKind =
  | 'table'
  | 'view'
  | 'materialized view'
  | 'foreign table'
  | 'partitioned table';

export interface Relation {
  schema: string;
  name: string;
  kind: RelationKind;
  columns: Map<string, Column>;
  /** Column names in attnum order, for `*`. */
  columnOrder: string[];
  primaryKey: string[];
  /** Primary key and unique constraints (each a list of columns). */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  /** '' for an unnamed argument. */
  name: string;
  type: string;
  typeName: string;
  /** Schema of the argument's type (a table's row type lives in the table's schema). */
  typeSchema: string;
  hasDefault: boolean;
}

export interface DbFunction {
  oid: number;
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** The planner's row estimate (`ROWS n`); a set-returning function with ROWS 1 embeds as one. */
  rows: number;
  /** format_type() of the return type. */
  returnType: string;
  isVoid: boolean;
  /** The columns when the function returns a row type (table type, OUT params or RETURNS TABLE). */
  returnColumns: Column[] | null;
  /** The table or view whose row type the function returns, if any (so its FKs can be embedded). */
  returnRelation: { schema: string; name: string } | null;
  /** 'i' immutable, 's' stable, 'v' volatile. */
  volatility: 'i' | 's' | 'v';
}

export interface Catalog {
  /** Keyed by `schema.name`. */
  relations: Map<string, Relation>;
  /** FKs between exposed relations, including ones inferred through simple views. */
  foreignKeys: ForeignKey[];
  /** Keyed by `schema.name`; overloads share a key. */
  functions: Map<string, DbFunction[]>;
  /** `pgrst.db_aggregates_enabled` set on the authenticator role (off by default, as on Supabase). */
  aggregatesEnabled?: boolean;
  /** Each role's own settings (`statement_timeout`, …), applied to its requests' transactions. */
  roleSettings?: Map<string, Map<string, string>>;
}

export function qualifiedName(schema: string, name: string): string {
  return `${schema}.${name}`;
}
