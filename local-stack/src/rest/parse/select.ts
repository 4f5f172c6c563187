import { parseError } from '../errors.js';
import type { AggregateFunction, SelectItem } from './ast.js';
import { parseField } from './field.js';
import { splitTopLevel, unquote } from './split.js';

const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

function fail(text: string, details: string): never {
  throw parseError(`failed to parse select parameter (${text})`, details);
}

/** Splits `alias:rest` (a `::` cast is not an alias separator). */
function splitAlias(item: string): [string | null, string] {
  const match = /^([^:(]+):(?!:)(.*)$/s.exec(item);
  if (!match) return [null, item];
  return [unquote((match[1] ?? '').trim()), match[2] ?? ''];
}

function parseEmbed(whole: string, alias: string | null, head: string, body: string): SelectItem {
  const spread = head.startsWith('...');
  if (spread && alias !== null) fail(whole, 'a spread embed takes no alias');
  const [name = '', ...marks] = (spread ? head.slice(3) : head).split('!');
  let hint: string | null = null;
  let inner = false;
  for (const mark of marks) {
    if (mark === 'inner') inner = true;
    else if (mark === 'left') inner = false;
    else if (mark && hint === null) hint = mark;
    else fail(whole, `unexpected "!${mark}"`);
  }
  if (!name.trim()) fail(whole, 'expected a relation name');
  // `rel!inner()` selects no columns: used only to filter the parent rows.
  const children = body.trim() === '' ? [] : parseSelect(body);
  return {
    kind: 'embed',
    relation: unquote(name.trim()),
    alias,
    hint,
    inner,
    ...(spread ? { spread } : {}),
    children,
  };
}

function parseItem(raw: string): SelectItem {
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  if (!item) fail(raw, 'empty select item');
  const [alias, rest] = splitAlias(item);
  if (alias === '') fail(item, 'empty alias');
  // Aggregates: `count()`, `col.sum()`, `alias:col.max()::int`.
  const aggregate = /^(?:(.+)\.)?(count|sum|avg|max|min)\(\)(?:::(.+))?$/s.exec(rest.trim());
  if (aggregate) {
    const [, fieldText, fn, castText] = aggregate;
    const cast = castText?.trim() ?? null;
    if (cast !== null && !CAST.test(cast)) fail(item, `invalid cast "${cast}"`);
    if (!fieldText && fn !== 'count') fail(item, `${fn}() needs a column: col.${fn}()`);
    return {
      kind: 'aggregate',
      fn: fn as AggregateFunction,
      field: fieldText ? parseField(fieldText, 'select parameter') : null,
      alias,
      cast,
    };
  }
  const paren = rest.indexOf('(');
  if (paren >= 0) {
    if (!rest.endsWith(')')) fail(item, 'expected ")"');
    return parseEmbed(item, alias, rest.slice(0, paren).trim(), rest.slice(paren + 1, -1));
  }
  const castAt = rest.lastIndexOf('::');
  const fieldText = castAt >= 0 ? rest.slice(0, castAt) : rest;
  const cast = castAt >= 0 ? rest.slice(castAt + 2).trim() : null;
  if (cast !== null && !CAST.test(cast)) fail(item, `invalid cast "${cast}"`);
  return { kind: 'field', field: parseField(fieldText, 'select parameter'), alias, cast };
}

/** PostgREST's `select=` grammar: columns, `alias:col`, casts, JSON paths, `*`, embeds. */
export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text, 'select parameter').map(parseItem);
}
