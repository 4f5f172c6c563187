import type { Catalog, DbFunction, Relation } from '../../schema-cache/types.js';
import { qualifiedName } from '../../schema-cache/types.js';
import { ApiError } from '../errors.js';
import { ident, type Params, qualified } from './params.js';

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

/** Types PostgREST passes a request body to as one unnamed parameter. */
const RAW_BODY_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

function isSingleUnnamed(fn: DbFunction): boolean {
  const [only] = fn.args;
  return fn.args.length === 1 && only?.name === '' && RAW_BODY_TYPES.has(only.typeName);
}

export interface ResolvedCall {
  fn: DbFunction;
  /** Argument names used (the rest of a GET query string are filters). */
  argNames: string[];
  /** One unnamed json/jsonb parameter receives the whole body. */
  singleJson: boolean;
}

function notFound(schema: string, name: string, keys: string[]): ApiError {
  const sorted = [...keys].sort();
  const withParams =
    sorted.length === 0
      ? 'without parameters'
      : `with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  return new ApiError(404, {
    code: 'PGRST202',
    message:
      sorted.length === 0
        ? `Could not find the function ${schema}.${name} without parameters in the schema cache`
        : `Could not find the function ${schema}.${name}(${sorted.join(', ')}) in the schema cache`,
    details: `Searched for the function ${schema}.${name} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
  });
}

/**
 * Overload resolution by argument names, as PostgREST does: a function
 * matches when every required argument is given and (POST) every key is an
 * argument. On GET, extra keys are filters, so the best-covering overload wins.
 */
export function resolveFunction(
  catalog: Catalog,
  schema: string,
  name: string,
  keys: string[],
  isGet: boolean,
  bodyIsObject: boolean,
): ResolvedCall {
  const overloads = catalog.functions.get(qualifiedName(schema, name)) ?? [];
  const given = new Set(keys);
  const matches: ResolvedCall[] = [];
  for (const fn of overloads) {
    // An unnamed argument is callable only as the single parameter of a raw-body type,
    // under the key "" ({"": value}); any other unnamed argument hides the overload.
    if (fn.args.some((a) => a.name === '') && !isSingleUnnamed(fn)) continue;
    const names = new Set(fn.args.map((a) => a.name));
    const required = fn.args.filter((a) => !a.hasDefault);
    if (required.every((a) => given.has(a.name)) && (isGet || keys.every((k) => names.has(k)))) {
      matches.push({ fn, argNames: keys.filter((k) => names.has(k)), singleJson: false });
    }
  }
  if (matches.length === 0 && !isGet && bodyIsObject) {
    for (const fn of overloads) {
      const [only] = fn.args;
      if (fn.args.length === 1 && only && only.name === '' && isJsonType(only.typeName)) {
        matches.push({ fn, argNames: [], singleJson: true });
      }
    }
  }
  if (matches.length === 0) throw notFound(schema, name, keys);
  const best = Math.max(...matches.map((m) => m.argNames.length));
  // Candidates in creation order, as PostgREST lists them.
  const top = matches.filter((m) => m.argNames.length === best).sort((a, b) => a.fn.oid - b.fn.oid);
  if (top.length > 1) {
    throw new ApiError(300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${top.map((m) => `${schema}.${name}(${m.fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  return top[0] as ResolvedCall;
}

export interface CallSql {
  /** FROM items that must precede the call (`json_to_record(...) as _pgrst_args(...) cross join lateral `). */
  prefix: string;
  /** The call expression. */
  call: string;
}

/** The function call with every argument taken from one bound JSON object (typed by json_to_record). */
export function callSql(resolved: ResolvedCall, argsJson: string, params: Params): CallSql {
  const { fn } = resolved;
  const target = qualified(fn.schema, fn.name);
  if (resolved.singleJson) {
    const type = fn.args[0]?.typeName === 'jsonb' ? 'jsonb' : 'json';
    return { prefix: '', call: `${target}(${params.add(argsJson)}::${type})` };
  }
  if (resolved.argNames.length === 0) return { prefix: '', call: `${target}()` };
  if (resolved.argNames.length === 1 && resolved.argNames[0] === '') {
    // {"": value}: the value of the "" key, as the single unnamed parameter's type.
    const type = fn.args[0]?.typeName ?? 'text';
    const value =
      type === 'json' || type === 'jsonb'
        ? `(${params.add(argsJson)}::json -> '')::${type}`
        : `(${params.add(argsJson)}::json ->> '')::${type}`;
    return { prefix: '', call: `${target}(${value})` };
  }
  const used = fn.args.filter((a) => resolved.argNames.includes(a.name));
  // Types are format_type() strings from the catalog, never the caller's text.
  const defs = used.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const named = used.map((a) => `${ident(a.name)} := _pgrst_args.${ident(a.name)}`).join(', ');
  return {
    prefix: `json_to_record(${params.add(argsJson)}::json) as _pgrst_args(${defs}) cross join lateral `,
    call: `${target}(${named})`,
  };
}

/** The row type of a function as a relation (its table's, or one made of OUT/TABLE columns). */
export function resultRelation(catalog: Catalog, fn: DbFunction): Relation | null {
  if (!fn.returnColumns) return null;
  const table = fn.returnRelation
    ? catalog.relations.get(qualifiedName(fn.returnRelation.schema, fn.returnRelation.name))
    : undefined;
  if (table) return table;
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'table',
    columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
    columnOrder: fn.returnColumns.map((c) => c.name),
    primaryKey: [],
    uniqueKeys: [],
  };
}
