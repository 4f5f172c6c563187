/**
 * `postgres_changes` filters as Realtime accepts them: `column=op.value`, several joined by
 * commas outside quotes and parentheses, `not.` before any operator, `in.(a,b,"c,d")`.
 * Operators: eq, neq, lt, lte, gt, gte, in (the ones Supabase documents).
 */
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Condition {
  column: string;
  op: FilterOp;
  negated: boolean;
  /** One value, or the list of `in`. */
  values: string[];
}

const OPS: readonly string[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] satisfies FilterOp[];
const SQL_OP: Record<Exclude<FilterOp, 'in'>, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};
/** Enough for any real filter; more is hostile input. */
const MAX_FILTER_LENGTH = 4096;
const MAX_IN_VALUES = 100;

export class FilterError extends Error {}

/** Splits on `sep` outside double quotes and parentheses. */
function split(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\\' && quoted && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === sep && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"'))
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

export function parseFilter(filter: string | undefined | null): Condition[] {
  if (filter === undefined || filter === null || filter === '') return [];
  if (typeof filter !== 'string' || filter.length > MAX_FILTER_LENGTH)
    throw new FilterError('Error parsing `filter` params');
  return split(filter, ',').map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`Error parsing \`filter\` params: ${part}`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negated = false;
    if (rest.startsWith('not.')) {
      negated = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = dot < 0 ? rest : rest.slice(0, dot);
    if (!OPS.includes(op)) throw new FilterError(`Error parsing \`filter\` params: ${part}`);
    const raw = rest.slice(dot + 1);
    if (op === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')'))
        throw new FilterError(`Error parsing \`filter\` params: ${part}`);
      const values = split(raw.slice(1, -1), ',').map(unquote);
      if (values.length > MAX_IN_VALUES)
        throw new FilterError(`Error parsing \`filter\` params: too many values`);
      return { column, op: 'in', negated, values };
    }
    return { column, op: op as FilterOp, negated, values: [unquote(raw)] };
  });
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * One SQL boolean for the conditions, over the record `r` (the changed row as the table's own
 * type), each value cast to its column's type as Postgres would compare it. Parameters are
 * appended to `params`.
 */
export function conditionsSql(
  conditions: Condition[],
  columnType: (column: string) => string | undefined,
  params: unknown[],
): string {
  if (conditions.length === 0) return 'true';
  return conditions
    .map((c) => {
      const type = columnType(c.column);
      if (!type) throw new FilterError(`invalid column for filter ${c.column}`);
      let sql: string;
      if (c.op === 'in') {
        params.push(arrayLiteral(c.values));
        sql = `r.${ident(c.column)} = any(cast($${params.length}::text as ${type}[]))`;
      } else {
        params.push(c.values[0]);
        sql = `r.${ident(c.column)} ${SQL_OP[c.op]} cast($${params.length}::text as ${type})`;
      }
      return c.negated ? `not coalesce(${sql}, false)` : `coalesce(${sql}, false)`;
    })
    .join(' and ');
}
