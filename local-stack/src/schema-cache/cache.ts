import type { Database } from '../db/database.js';
import { loadCatalog } from './load-catalog.js';
import type { Catalog } from './types.js';

/**
 * A DDL counter bumped by an event trigger: any CREATE/ALTER/DROP (migrations,
 * tests creating tables) changes it, and the next request reloads the catalog.
 * One tiny primary-key read per request instead of PostgREST's NOTIFY channel,
 * which PGlite cannot deliver across its single connection in the same way.
 */
const INSTALL_SQL = `
create schema if not exists _local_stack;
create table if not exists _local_stack.schema_version (
  id int primary key default 1 check (id = 1), version bigint not null default 0);
insert into _local_stack.schema_version (id, version) values (1, 0) on conflict (id) do nothing;
create or replace function _local_stack.bump_schema_version() returns event_trigger
  language plpgsql security definer set search_path = pg_catalog as $$
begin
  update _local_stack.schema_version set version = version + 1 where id = 1;
end $$;
do $$ begin
  if not exists (select 1 from pg_event_trigger where evtname = 'local_stack_schema_version') then
    create event trigger local_stack_schema_version on ddl_command_end
      execute function _local_stack.bump_schema_version();
  end if;
end $$;`;

const VERSION_SQL = 'select version::text as version from _local_stack.schema_version where id = 1';

export interface SchemaCache {
  /** The catalog, reloaded first when DDL ran since it was read. */
  current(): Promise<Catalog>;
  /** Forces a reload (PostgREST's `NOTIFY pgrst, 'reload schema'`). */
  reload(): Promise<Catalog>;
}

interface State {
  installed: Promise<void> | undefined;
  version: string | undefined;
  catalog: Promise<Catalog> | undefined;
}

const caches = new WeakMap<Database, Map<string, SchemaCache>>();

function createSchemaCache(db: Database, schemas: string[]): SchemaCache {
  const state: State = { installed: undefined, version: undefined, catalog: undefined };
  const install = () => {
    // Two stacks on one server may race to create the trigger: retry once.
    state.installed ??= db.exec(INSTALL_SQL).catch(() => db.exec(INSTALL_SQL));
    return state.installed;
  };
  const readVersion = async () =>
    (await db.query<{ version: string }>(VERSION_SQL)).rows[0]?.version ?? '0';
  const load = (version: string) => {
    state.version = version;
    const loading = loadCatalog(db, schemas);
    // A failed load must not stick: the next request tries again.
    loading.catch(() => {
      if (state.catalog === loading) state.catalog = undefined;
    });
    state.catalog = loading;
    return loading;
  };
  return {
    async current() {
      await install();
      const version = await readVersion();
      if (state.catalog && state.version === version) return state.catalog;
      return load(version);
    },
    async reload() {
      await install();
      return load(await readVersion());
    },
  };
}

/** One cache per database and exposed-schema list, shared by every app built on that database. */
export function schemaCacheFor(db: Database, schemas: string[]): SchemaCache {
  const key = schemas.join(',');
  const byDb = caches.get(db) ?? new Map<string, SchemaCache>();
  caches.set(db, byDb);
  const existing = byDb.get(key);
  if (existing) return existing;
  const cache = createSchemaCache(db, schemas);
  byDb.set(key, cache);
  return cache;
}

/** Reloads every schema cache of `db` (call after applying migrations out of band). */
export async function reloadSchemaCache(db: Database): Promise<void> {
  await Promise.all([...(caches.get(db)?.values() ?? [])].map((c) => c.reload()));
}
