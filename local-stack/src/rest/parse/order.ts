import { parseError } from '../errors.js';
import type { OrderTerm } from './ast.js';
import { parseField } from './field.js';
import { splitTopLevel } from './split.js';

/** `order=a.desc.nullslast,b,data->>k.asc` */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, 'order').map((raw) => {
    const term = raw.trim();
    // JSON keys cannot contain dots here, so the field ends at the first dot.
    const firstDot = term.indexOf('.');
    const fieldText = firstDot >= 0 ? term.slice(0, firstDot) : term;
    const modifiers = firstDot >= 0 ? term.slice(firstDot + 1).split('.') : [];
    const result: OrderTerm = {
      field: parseField(fieldText, 'order'),
      direction: null,
      nulls: null,
    };
    for (const m of modifiers) {
      if ((m === 'asc' || m === 'desc') && result.direction === null) result.direction = m;
      else if ((m === 'nullsfirst' || m === 'nullslast') && result.nulls === null) {
        result.nulls = m === 'nullsfirst' ? 'first' : 'last';
      } else {
        throw parseError(
          `failed to parse order (${text})`,
          `unexpected "${m}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
      }
    }
    if (result.field.column.includes('(')) {
      throw parseError(
        `failed to parse order (${text})`,
        'ordering by an embedded resource is not supported',
      );
    }
    return result;
  });
}
