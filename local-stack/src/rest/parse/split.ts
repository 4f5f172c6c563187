import { MAX_NESTING } from '../../limits/hostile-input.js';
import { parseError } from '../errors.js';

/**
 * Splits on `separator` outside parentheses and double quotes (`a,b(c,d),"e,f"`).
 * Throws PGRST100 on unbalanced input, and on nesting deeper than MAX_NESTING (embeds and
 * logic trees are parsed recursively: thousands of levels would overflow the stack).
 */
export function splitTopLevel(text: string, what: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') {
      depth++;
      if (depth > MAX_NESTING) {
        throw parseError(
          `failed to parse ${what}`,
          `parentheses nested more than ${MAX_NESTING} levels deep`,
        );
      }
    } else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`failed to parse ${what} (${text})`, 'unexpected ")"');
    } else if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (depth !== 0 || quoted) {
    throw parseError(`failed to parse ${what} (${text})`, 'unexpected end of input');
  }
  parts.push(current);
  return parts;
}

/** `"a \"b\""` → `a "b"`; unquoted text is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}
