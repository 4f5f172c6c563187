import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createFairTurns } from './fair-turns.js';
import { copyTemplateTo } from './pglite-template.js';

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

export interface TransactionOptions {
  /**
   * The caller's statement_timeout in ms (its role's setting). PostgreSQL enforces the
   * GUC itself; PGlite cannot interrupt a running statement, so its thread is ended and
   * reopened when a statement of this transaction outlives it (SQLSTATE 57014).
   */
  statementTimeoutMs?: number | undefined;
  /**
   * Who the work is for (the client's address bucket): PGlite's one connection takes the
   * clients in turn (fair-turns.ts), so one client's queue never delays another's request by
   * more than one of its own. PostgreSQL's pool is shared first come, first served.
   */
  client?: string | undefined;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (migrations). No parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Calls `onNotify` after a NOTIFY on `channel` is committed (the realtime service's wake-up);
   * kept across a PGlite thread restart and a lost PostgreSQL connection.
   */
  listen?(channel: string, onNotify: () => void): Promise<void>;
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

/** What Postgres raises when statement_timeout ends a statement (PostgREST answers 500). */
export function statementTimeoutError(): Error & { code: string } {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
    severity: 'ERROR',
  });
}

/** The connection a transaction ran on was ended (its thread restarted) under it. */
function connectionEndedError(): Error & { code: string } {
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  });
}

function rebuildError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

interface WorkerReply {
  id?: number;
  ok?: boolean;
  ready?: boolean;
  /** A NOTIFY channel the thread listens to was notified. */
  notify?: string;
  rows?: Record<string, unknown>[];
  affectedRows?: number;
  error?: Record<string, unknown>;
}

interface Pending {
  resolve: (result: QueryResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * PGlite owned by a worker thread (`pglite-worker.mjs`), one statement at a time as PGlite's
 * one connection allows. The API's event loop stays free while a statement runs; a statement
 * that outlives its deadline gets 57014 and the thread is terminated and PGlite reopened from
 * its folder (Postgres' crash recovery: the unfinished transaction is rolled back, committed
 * ones are kept). A database "in memory" lives in a temporary folder for that reason.
 */
class PgliteThread {
  generation = 0;
  private worker: Worker | undefined;
  private ready: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** LISTEN channels and their callbacks, listened to again by a new thread. */
  readonly listeners = new Map<string, () => void>();

  constructor(private readonly dataDir: string) {
    this.ready = this.spawn();
  }

  get started(): Promise<void> {
    return this.ready;
  }

  private spawn(): Promise<void> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir },
    });
    this.worker = worker;
    const generation = this.generation;
    let started = false;
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.notify !== undefined) {
          this.listeners.get(reply.notify)?.();
          return;
        }
        if (reply.ready !== undefined) {
          started = reply.ready;
          if (reply.ready) {
            for (const channel of this.listeners.keys())
              worker.postMessage({ id: 0, op: 'listen', sql: channel });
            resolve();
          } else reject(rebuildError(reply.error ?? { message: 'PGlite did not start' }));
          return;
        }
        if (reply.id === undefined) return;
        const entry = this.pending.get(reply.id);
        if (!entry) return;
        this.pending.delete(reply.id);
        clearTimeout(entry.timer);
        if (reply.ok)
          entry.resolve({ rows: reply.rows ?? [], affectedRows: reply.affectedRows ?? 0 });
        else entry.reject(rebuildError(reply.error ?? { message: 'PGlite failed' }));
      });
      const lost = (error: Error) => {
        reject(error);
        if (!started || this.worker !== worker || this.generation !== generation) return;
        // The thread died on its own (a WASM abort): fail what it held and start again.
        this.worker = undefined;
        this.generation += 1;
        this.failPending(connectionEndedError());
        console.warn(`pglite: database thread ended (${error.message}); reopening`);
        this.ready = this.spawn();
      };
      worker.on('error', lost);
      worker.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    });
  }

  private failPending(error: Error) {
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      this.pending.delete(id);
      entry.reject(error);
    }
  }

  async run(
    op: 'query' | 'exec' | 'close' | 'listen',
    sql: string,
    params?: unknown[],
    deadlineMs?: number,
  ): Promise<QueryResult> {
    await this.ready;
    const worker = this.worker;
    if (!worker) throw connectionEndedError();
    const id = this.nextId++;
    return new Promise<QueryResult>((resolve, reject) => {
      const timer =
        deadlineMs && deadlineMs > 0 ? setTimeout(() => this.expire(id), deadlineMs) : undefined;
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, op, sql, params });
    });
  }

  /** A statement outlived its deadline: 57014 for it, and a fresh PGlite for what follows. */
  private expire(id: number) {
    const entry = this.pending.get(id);
    const worker = this.worker;
    if (!entry || !worker) return;
    this.pending.delete(id);
    this.worker = undefined;
    this.generation += 1;
    entry.reject(statementTimeoutError());
    this.failPending(connectionEndedError());
    this.ready = worker.terminate().then(() => this.spawn());
  }

  async stop() {
    const worker = this.worker;
    this.worker = undefined;
    this.generation += 1;
    await worker?.terminate();
  }
}

/** Temporary folders of databases "in memory" still open: removed at exit if never closed. */
const temporaryFolders = new Set<string>();
let exitCleanup = false;

function trackTemporary(folder: string) {
  temporaryFolders.add(folder);
  if (exitCleanup) return;
  exitCleanup = true;
  process.once('exit', () => {
    for (const left of temporaryFolders) rmSync(left, { recursive: true, force: true });
  });
}

/** Opens PGlite on a new folder (its initdb) and closes it cleanly: the empty cluster. */
async function initialiseCluster(folder: string): Promise<void> {
  const thread = new PgliteThread(folder);
  await thread.started;
  await thread.run('close', '').catch(() => undefined);
  await thread.stop();
}

async function exists(folder: string): Promise<boolean> {
  return stat(folder).then(
    () => true,
    () => false,
  );
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates its own folder but not the parents (a fresh DATA_DIR).
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const folder = dataDir ?? path.join(await mkdtemp(path.join(tmpdir(), 'csan-pglite-')), 'data');
  if (!dataDir) trackTemporary(path.dirname(folder));
  // A folder PGlite would initdb (5–7 s) starts as a copy of the empty cluster instead.
  if (!(await exists(folder))) await copyTemplateTo(folder, initialiseCluster);
  const thread = new PgliteThread(folder);
  await thread.started;
  // One connection: a plain statement or a whole transaction holds it until done, and the
  // clients waiting for it take turns.
  const turns = createFairTurns();
  const exclusive = <T>(fn: () => Promise<T>, client = ''): Promise<T> => turns.run(client, fn);
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params?: unknown[]) {
      const r = await exclusive(() => thread.run('query', sql, params));
      return r as QueryResult<Row>;
    },
    async exec(sql) {
      await exclusive(() => thread.run('exec', sql));
    },
    transaction: (fn, options = {}) =>
      exclusive(async () => {
        const generation = thread.generation;
        const deadline = options.statementTimeoutMs;
        const tx: Queryable = {
          async query<Row>(sql: string, params?: unknown[]) {
            if (thread.generation !== generation) throw connectionEndedError();
            return (await thread.run('query', sql, params, deadline)) as QueryResult<Row>;
          },
        };
        await tx.query('begin');
        try {
          const result = await fn(tx);
          await tx.query('commit');
          return result;
        } catch (error) {
          if (thread.generation === generation) {
            await thread.run('query', 'rollback').catch(() => undefined);
          }
          throw error;
        }
      }, options.client),
    async listen(channel, onNotify) {
      thread.listeners.set(channel, onNotify);
      await exclusive(() => thread.run('listen', channel));
    },
    async close() {
      // After everything already queued, whichever client it was for.
      await turns.idle();
      await exclusive(async () => {
        await thread.run('close', '').catch(() => undefined);
        await thread.stop();
      });
      if (!dataDir) {
        await rm(path.dirname(folder), { recursive: true, force: true });
        temporaryFolders.delete(path.dirname(folder));
      }
    },
  };
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

/** PostgreSQL connections the stack opens, and how many of them one client's requests may hold. */
const POOL_SIZE = 20;
const POOL_PER_CLIENT = 2;

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // Requests' transactions take the pool in turns per client (fair-turns.ts).
  const turns = createFairTurns({ slots: POOL_SIZE, perClient: POOL_PER_CLIENT });
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
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    kind: 'postgres',
    query: base.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn, options = {}) {
      const run = async () => {
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
      };
      // A client's request (REST) waits for its turn; the stack's own work goes straight on.
      return options.client === undefined ? run() : turns.run(options.client, run);
    },
    async listen(channel, onNotify) {
      // A connection of its own, outside the pool: LISTEN lasts as long as the session.
      const connect = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: databaseUrl });
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        client.on('error', (error) => {
          console.warn(`postgres: listen connection lost: ${error.message}`);
          listeners.delete(client);
          client.end().catch(() => undefined);
          if (!closed) setTimeout(() => connect().then(onNotify, () => undefined), 1000);
        });
        await client.connect();
        await client.query(`listen "${channel.replaceAll('"', '""')}"`);
        listeners.add(client);
      };
      await connect();
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
