import type { Queryable } from '../db/database.js';
import {
  type Catalog,
  type Column,
  type DbFunction,
  type ForeignKey,
  qualifiedName,
  type Relation,
  type RelationKind,
} from './types.js';
import { inferViewForeignKeys, type ViewColumnUsage } from './view-relationships.js';

const KINDS: Record<string, RelationKind> = {
  r: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
  p: 'partitioned table',
};

// Every query returns one json text column so both drivers hand back the same shape.
const RELATIONS_SQL = `
select coalesce(json_agg(r), '[]')::text as data from (
  select n.nspname as schema, c.relname as name, c.relkind as kind,
    coalesce((select json_agg(json_build_object(
        'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'typeName', t.typname,
        'notNull', a.attnotnull,
        -- An identity column's default is its sequence's next value.
        'defaultExpr', case when a.attidentity in ('a', 'd')
          then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
          else pg_get_expr(d.adbin, d.adrelid) end) order by a.attnum)
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
    coalesce((select json_agg(json_build_object('type', con.contype, 'columns',
        (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num)))
      from pg_constraint con where con.conrelid = c.oid and con.contype in ('p', 'u')), '[]') as keys
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
) r`;

// Ordered by constraint name so ambiguous embeds (PGRST201) list their candidates in one fixed
// order, as PostgREST's do, whatever order the catalog scan returns.
const FOREIGN_KEYS_SQL = `
select coalesce(json_agg(f order by f.schema, f."table", f.name), '[]')::text as data from (
  select con.conname as name, n.nspname as schema, c.relname as table,
    (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
    rn.nspname as "refSchema", rc.relname as "refTable",
    (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as "refColumns"
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
  join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
  where con.contype = 'f' and n.nspname = any($1::text[]) and rn.nspname = any($1::text[])
) f`;

const VIEW_USAGE_SQL = `
select coalesce(json_agg(u), '[]')::text as data from (
  select view_schema as "viewSchema", view_name as "viewName", table_schema as "tableSchema",
    table_name as "tableName", column_name as "columnName"
  from information_schema.view_column_usage where view_schema = any($1::text[])
) u`;

const FUNCTIONS_SQL = `
select coalesce(json_agg(f), '[]')::text as data from (
  select p.oid::int as oid, n.nspname as schema, p.proname as name, p.proretset as "returnsSet",
    p.provolatile as volatility, format_type(p.prorettype, null) as "returnType",
    p.prorettype = 'void'::regtype as "isVoid", p.pronargdefaults as "nDefaults",
    p.prorows::float8 as rows,
    rt.typrelid <> 0 as "returnsRow", rtn.nspname as "retSchema", rtc.relname as "retRelation",
    coalesce((select json_agg(json_build_object(
        'name', coalesce(p.proargnames[k.ord], ''), 'type', format_type(k.typ, null),
        'typeName', t.typname, 'typeSchema', tn.nspname,
        'mode', coalesce(p.proargmodes[k.ord], 'i')) order by k.ord)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(typ, ord)
      join pg_type t on t.oid = k.typ join pg_namespace tn on tn.oid = t.typnamespace), '[]') as args
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rtc on rtc.oid = rt.typrelid
  left join pg_namespace rtn on rtn.oid = rtc.relnamespace
  where n.nspname = any($1::text[]) and p.prokind = 'f'
) f`;

/** PostgREST reads its settings from the authenticator role's `pgrst.*` settings (all databases or this one). */
const AGGREGATES_SQL = `
select coalesce(bool_or(lower(split_part(cfg, '=', 2)) = 'true'), false) as enabled
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) as cfg
where r.rolname = 'authenticator' and split_part(cfg, '=', 1) = 'pgrst.db_aggregates_enabled'
  and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`;

/**
 * The impersonated roles' own settings (`alter role anon set statement_timeout = '3s'`), this
 * database's over all databases', limited to settings a role may set: PostgREST applies them
 * to each request's transaction ("impersonated role settings").
 */
const ROLE_SETTINGS_SQL = `
select r.rolname as role, split_part(cfg, '=', 1) as name, substr(cfg, strpos(cfg, '=') + 1) as value
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) as cfg
where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  and split_part(cfg, '=', 1) in (select name from pg_settings where context = 'user')
order by s.setdatabase`;

interface RawRelation {
  schema: string;
  name: string;
  kind: string;
  columns: Column[];
  keys: { type: 'p' | 'u'; columns: string[] }[];
}

interface RawFunction {
  oid: number;
  schema: string;
  name: string;
  returnsSet: boolean;
  volatility: 'i' | 's' | 'v';
  returnType: string;
  isVoid: boolean;
  nDefaults: number;
  rows: number;
  returnsRow: boolean;
  retSchema: string | null;
  retRelation: string | null;
  args: { name: string; type: string; typeName: string; typeSchema: string; mode: string }[];
}

async function loadJson<T>(db: Queryable, sql: string, schemas: string[]): Promise<T> {
  const { rows } = await db.query<{ data: string }>(sql, [schemas]);
  return JSON.parse(rows[0]?.data ?? '[]') as T;
}

function toRelation(raw: RawRelation): Relation {
  const columns = new Map(raw.columns.map((c) => [c.name, c]));
  const primary = raw.keys.find((k) => k.type === 'p');
  return {
    schema: raw.schema,
    name: raw.name,
    kind: KINDS[raw.kind] ?? 'table',
    columns,
    columnOrder: raw.columns.map((c) => c.name),
    primaryKey: primary?.columns ?? [],
    uniqueKeys: raw.keys.map((k) => k.columns),
  };
}

function toFunction(raw: RawFunction, relations: Map<string, Relation>): DbFunction {
  const inputs = raw.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = raw.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  // pronargdefaults counts the trailing input arguments that have defaults.
  const firstDefault = inputs.length - raw.nDefaults;
  let returnColumns: Column[] | null = null;
  if (outputs.length > 0) {
    returnColumns = outputs.map((a) => ({
      name: a.name,
      type: a.type,
      typeName: a.typeName,
      notNull: false,
      defaultExpr: null,
    }));
  } else if (raw.returnsRow && raw.retSchema && raw.retRelation) {
    const rel = relations.get(qualifiedName(raw.retSchema, raw.retRelation));
    returnColumns = rel ? rel.columnOrder.flatMap((n) => rel.columns.get(n) ?? []) : null;
  }
  return {
    oid: raw.oid,
    schema: raw.schema,
    name: raw.name,
    args: inputs.map((a, i) => ({
      name: a.name,
      type: a.type,
      typeName: a.typeName,
      typeSchema: a.typeSchema,
      hasDefault: i >= firstDefault,
    })),
    returnsSet: raw.returnsSet,
    rows: raw.rows,
    returnType: raw.returnType,
    isVoid: raw.isVoid,
    returnColumns,
    returnRelation:
      raw.returnsRow && raw.retSchema && raw.retRelation
        ? { schema: raw.retSchema, name: raw.retRelation }
        : null,
    volatility: raw.volatility,
  };
}

/** Reads relations, keys, FKs and functions of the exposed schemas (run as the owner, not a caller). */
export async function loadCatalog(db: Queryable, schemas: string[]): Promise<Catalog> {
  const [rawRelations, rawKeys, usage, rawFunctions] = [
    await loadJson<RawRelation[]>(db, RELATIONS_SQL, schemas),
    await loadJson<ForeignKey[]>(db, FOREIGN_KEYS_SQL, schemas),
    await loadJson<ViewColumnUsage[]>(db, VIEW_USAGE_SQL, schemas),
    await loadJson<RawFunction[]>(db, FUNCTIONS_SQL, schemas),
  ];
  const relations = new Map(
    rawRelations.map((r) => [qualifiedName(r.schema, r.name), toRelation(r)] as const),
  );
  const functions = new Map<string, DbFunction[]>();
  for (const raw of rawFunctions) {
    const key = qualifiedName(raw.schema, raw.name);
    functions.set(key, [...(functions.get(key) ?? []), toFunction(raw, relations)]);
  }
  const foreignKeys = [...rawKeys, ...inferViewForeignKeys(rawKeys, usage, relations)];
  const { rows } = await db.query<{ enabled: boolean }>(AGGREGATES_SQL);
  const settings = await db.query<{ role: string; name: string; value: string }>(ROLE_SETTINGS_SQL);
  const roleSettings = new Map<string, Map<string, string>>();
  for (const { role, name, value } of settings.rows) {
    const forRole = roleSettings.get(role) ?? new Map<string, string>();
    forRole.set(name, value);
    roleSettings.set(role, forRole);
  }
  return {
    relations,
    foreignKeys,
    functions,
    aggregatesEnabled: rows[0]?.enabled === true,
    roleSettings,
  };
}
