import { parseError } from '../errors.js';
import type { Field, JsonStep } from './ast.js';
import { unquote } from './split.js';

/** `col`, `"odd col"`, `data->a->>b`, `arr->0`. */
export function parseField(text: string, what: string): Field {
  const pieces = text.split(/(->>|->)/);
  const column = unquote((pieces[0] ?? '').trim());
  if (!column) throw parseError(`failed to parse ${what} (${text})`, 'expected a column name');
  const json: JsonStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] as '->' | '->>';
    const key = unquote(pieces[i + 1] ?? '');
    if (!key) throw parseError(`failed to parse ${what} (${text})`, 'expected a JSON key');
    json.push({ arrow, key });
  }
  return { column, json };
}

/** The output name PostgREST gives a field: the last JSON key, else the column. */
export function fieldName(field: Field): string {
  return field.json.at(-1)?.key ?? field.column;
}
