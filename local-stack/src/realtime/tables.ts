import type { Queryable } from '../db/database.js';

export interface TableInfo {
  schema: string;
  table: string;
  /** `"schema"."table"`. */
  sql: string;
  /** As realtime-js reads them (its transformers key on pg_type names: int4, _text, …). */
  columns: { name: string; type: string }[];
  /** column → its type as SQL writes it (casts of filter values). */
  sqlTypes: Map<string, string>;
  primaryKey: string[];
  rls: boolean;
  replicaIdentityFull: boolean;
}

const CACHE_MS = 2000;

/** Table shapes, read from the catalog and kept for two seconds (DDL is rare while serving). */
export class TableCatalog {
  private readonly cache = new Map<string, { at: number; info: TableInfo | undefined }>();

  constructor(private readonly db: Queryable) {}

  async get(schema: string, table: string): Promise<TableInfo | undefined> {
    const key = `${schema}\u0000${table}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.info;
    const info = await this.read(schema, table);
    this.cache.set(key, { at: Date.now(), info });
    if (this.cache.size > 1000) this.cache.delete(this.cache.keys().next().value as string);
    return info;
  }

  private async read(schema: string, table: string): Promise<TableInfo | undefined> {
    const { rows } = await this.db.query<{
      rls: boolean;
      full: boolean;
      columns: { name: string; type: string; sql_type: string; pk: boolean }[] | null;
    }>(
      `select c.relrowsecurity as rls, c.relreplident = 'f' as full,
              (select json_agg(json_build_object(
                  'name', a.attname, 'type', t.typname,
                  'sql_type', format_type(a.atttypid, a.atttypmod),
                  'pk', exists(select 1 from pg_index i
                               where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)))
                order by a.attnum)
               from pg_attribute a join pg_type t on t.oid = a.atttypid
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    );
    const row = rows[0];
    if (!row) return undefined;
    const columns = row.columns ?? [];
    return {
      schema,
      table,
      sql: `"${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`,
      columns: columns.map(({ name, type }) => ({ name, type })),
      sqlTypes: new Map(columns.map((c) => [c.name, c.sql_type])),
      primaryKey: columns.filter((c) => c.pk).map((c) => c.name),
      rls: row.rls,
      replicaIdentityFull: row.full,
    };
  }
}
