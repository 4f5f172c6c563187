import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The result shape both drivers are normalised to. */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows: number;
}

/** Anything that can run one parameterised statement: the pool or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (migrations). No parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — use a real PostgreSQL server (concurrent requests). */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates its own folder but not the parents (a fresh DATA_DIR).
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const lite = dataDir ? new PGlite(dataDir) : new PGlite();
  await lite.waitReady;
  return pgliteDatabase(lite);
}

/**
 * An open PGlite instance as a `Database` (tools that need the instance itself, such as
 * pg_dump in WASM, migrate through this). close() closes the instance.
 */
export function pgliteDatabase(lite: PGlite): Database {
  // PGlite is one connection: its query() and transaction() already take an
  // exclusive lock each, so requests are serialised without extra work here.
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const r = await q.query<Row>(sql, params as unknown[]);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
  });
  const base = wrap(lite);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await lite.exec(sql);
    },
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  // An idle connection dropped by the server (restart, `drop database … with (force)`)
  // must not crash the process: pg emits it on the pool, and the next query reconnects.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost: ${error.message}`));
  // Fail fast with a clear message when the server is unreachable.
  await pool.query('select 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const r = await client.query(sql, params);
      return { rows: r.rows as Row[], affectedRows: r.rowCount ?? 0 };
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
