import { parseError } from '../errors.js';
import type { LevelOptions, SelectItem } from './ast.js';
import { parseField } from './field.js';
import { parseCondition, parseLogic } from './filter.js';
import { parseOrder } from './order.js';
import { parseSelect } from './select.js';
import { splitTopLevel, unquote } from './split.js';

export interface ParsedQuery {
  select: SelectItem[];
  /** Per embed path ('' = top level). */
  levels: Map<string, LevelOptions>;
  /** `?columns="a","b"` (bulk insert). */
  columns: string[] | null;
  /** `?on_conflict=a,b` (upsert). */
  onConflict: string[] | null;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

function level(levels: Map<string, LevelOptions>, path: string): LevelOptions {
  let found = levels.get(path);
  if (!found) {
    found = { filters: [], order: [], limit: null, offset: null };
    levels.set(path, found);
  }
  return found;
}

function nonNegative(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw parseError(`failed to parse ${name} parameter (${value})`);
  return Number(value);
}

function columnList(value: string): string[] {
  return splitTopLevel(value, 'columns')
    .map((c) => unquote(c.trim()))
    .filter((c) => c !== '');
}

/**
 * Sorts the query string into select, per-level filters/order/paging and the
 * write options. `skip` holds names that are not filters (RPC arguments on GET).
 */
export function parseQuery(search: URLSearchParams, skip: Set<string> = new Set()): ParsedQuery {
  const levels = new Map<string, LevelOptions>();
  level(levels, '');
  let select: SelectItem[] = [{ kind: 'star' }];
  let columns: string[] | null = null;
  let onConflict: string[] | null = null;
  for (const [key, value] of search) {
    if (skip.has(key)) continue;
    if (RESERVED.has(key)) {
      if (key === 'select') select = parseSelect(value);
      else if (key === 'columns') columns = columnList(value);
      else onConflict = columnList(value);
      continue;
    }
    // Dots before the first JSON arrow separate the embed path from the field.
    const arrowAt = key.indexOf('->');
    const head = arrowAt >= 0 ? key.slice(0, arrowAt) : key;
    const tail = arrowAt >= 0 ? key.slice(arrowAt) : '';
    const segments = head.split('.');
    const last = `${segments.pop() ?? ''}${tail}`;
    if (tail === '' && (last === 'or' || last === 'and')) {
      const negate = segments.at(-1) === 'not';
      if (negate) segments.pop();
      level(levels, segments.join('.')).filters.push(parseLogic(last, negate, value));
    } else if (tail === '' && last === 'order') {
      level(levels, segments.join('.')).order.push(...parseOrder(value));
    } else if (tail === '' && (last === 'limit' || last === 'offset')) {
      level(levels, segments.join('.'))[last] = nonNegative(last, value);
    } else {
      const field = parseField(last, 'filter');
      level(levels, segments.join('.')).filters.push(parseCondition(field, value));
    }
  }
  return { select, levels, columns, onConflict };
}
