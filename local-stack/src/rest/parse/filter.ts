import { parseError } from '../errors.js';
import {
  type Condition,
  type Field,
  type Filter,
  type Logic,
  OPERATORS,
  type Operator,
} from './ast.js';
import { parseField } from './field.js';
import { splitTopLevel, unquote } from './split.js';

const QUANTIFIABLE = new Set<Operator>([
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
]);
const FTS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

function isOperator(text: string): text is Operator {
  return (OPERATORS as readonly string[]).includes(text);
}

/** `(1,2,"a,b")` → ['1', '2', 'a,b'] */
function parseList(text: string, source: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse filter (${source})`, 'expected a list like (a,b)');
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner, 'filter').map((v) => unquote(v));
}

/**
 * Whether a regular expression uses a back-reference (`\1` … `\9`). They are the one feature
 * that makes Postgres' regex engine backtrack: `(.*)(.*)(.*)(.*)(.*)\5\4\3\2\1x` over a short
 * description runs until the statement timeout, holding PGlite's only connection 3 s and then
 * its restart (issue 25 item 6). Without them matching is linear in the text. A deliberate
 * difference from PostgREST, which passes any pattern on.
 */
export function hasBackreference(pattern: string): boolean {
  for (let i = 0; i < pattern.length - 1; i += 1) {
    if (pattern[i] !== '\\') continue;
    const next = pattern[i + 1] ?? '';
    if (next >= '1' && next <= '9') return true;
    i += 1; // an escaped character (\\ included) is never the start of another escape
  }
  return false;
}

/** Parses `[not.]op[(modifier)].value` for `field`. */
export function parseCondition(field: Field, text: string, inLogicTree = false): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const what = inLogicTree ? 'logic tree' : 'filter';
  if (dot < 0) {
    throw parseError(
      `failed to parse ${what} (${text})`,
      'unexpected end of input expecting operator',
    );
  }
  const opText = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  const modifier = /^([a-z]+)\(([^)]*)\)$/.exec(opText);
  const opName = modifier ? (modifier[1] ?? '') : opText;
  if (!isOperator(opName)) {
    throw parseError(`failed to parse ${what} (${text})`, `unknown operator "${opName}"`);
  }
  let quantifier: Condition['quantifier'] = null;
  let language: string | null = null;
  if (modifier) {
    const mod = modifier[2] ?? '';
    if (QUANTIFIABLE.has(opName) && (mod === 'any' || mod === 'all')) quantifier = mod;
    else if (FTS.has(opName) && mod) language = mod;
    else throw parseError(`failed to parse ${what} (${text})`, `invalid modifier "(${mod})"`);
  }
  if (inLogicTree) value = unquote(value);
  if ((opName === 'match' || opName === 'imatch') && hasBackreference(value)) {
    throw parseError(
      `failed to parse ${what} (${text})`,
      'back-references (\\1 … \\9) are not allowed in match/imatch patterns',
    );
  }
  if (opName === 'is' && !IS_VALUES.has(value.toLowerCase())) {
    throw parseError(
      `failed to parse ${what} (${text})`,
      'is expects null, true, false or unknown',
    );
  }
  if (opName === 'in') {
    return {
      kind: 'condition',
      field,
      negate,
      operator: opName,
      quantifier,
      language,
      value: parseList(value, text),
    };
  }
  return { kind: 'condition', field, negate, operator: opName, quantifier, language, value };
}

/** `(a.eq.1,or(b.gt.2,c.is.null),not.and(...))` */
export function parseLogic(operator: 'and' | 'or', negate: boolean, text: string): Logic {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${text})`, 'expected "(" and ")"');
  }
  const children = splitTopLevel(text.slice(1, -1), 'logic tree').map((raw): Filter => {
    const item = raw.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '');
    // JSON keys cannot contain dots here, so the field ends at the first dot.
    const cut = item.indexOf('.');
    if (cut < 0)
      throw parseError(`failed to parse logic tree (${text})`, `invalid condition "${item}"`);
    return parseCondition(parseField(item.slice(0, cut), 'logic tree'), item.slice(cut + 1), true);
  });
  if (children.length === 0)
    throw parseError(`failed to parse logic tree (${text})`, 'empty logic tree');
  return { kind: 'logic', operator, negate, children };
}
