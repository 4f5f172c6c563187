/** The parsed form of PostgREST's query-string grammar. */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, optionally followed by a JSON path (`data->a->>b`). */
export interface Field {
  column: string;
  json: JsonStep[];
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min';

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'aggregate';
      fn: AggregateFunction;
      /** null for `count()` (all rows). */
      field: Field | null;
      alias: string | null;
      cast: string | null;
    }
  | { kind: 'field'; field: Field; alias: string | null; cast: string | null }
  | {
      kind: 'embed';
      /** A table/view name, FK constraint name or FK column name. */
      relation: string;
      alias: string | null;
      /** `!fk_name` (or `!column`) disambiguation. */
      hint: string | null;
      inner: boolean;
      /** `...rel(cols)`: the embed's columns are lifted into the parent object. */
      spread?: boolean;
      children: SelectItem[];
    };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  field: Field;
  negate: boolean;
  operator: Operator;
  /** `eq(any)`, `like(all)`: the value is a `{a,b}` list. */
  quantifier: 'any' | 'all' | null;
  /** fts language: `fts(english)`. */
  language: string | null;
  /** The raw value; for `in` the parsed list. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Filters, order and paging that apply at one level (top level or one embed path). */
export interface LevelOptions {
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}
