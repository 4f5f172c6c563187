import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.js';

/** Seconds of CPU in one statement: long enough for any deadline below. */
const SLOW = 'select count(*) from generate_series(1, 400000000)';

describe('PGlite on its own thread: a statement past its deadline', () => {
  let folder: string;
  let db: Database;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'csan-db-test-'));
    db = await openDatabase({ dataDir: path.join(folder, 'pglite') });
    await db.exec('create table kept (n int primary key)');
  });
  afterAll(async () => {
    await db?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('fails with 57014, rolls its transaction back and keeps what was committed', async () => {
    await db.query('insert into kept values (1)');
    const started = Date.now();
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(Date.now()), 20);
    const failed = await db
      .transaction(
        async (tx) => {
          await tx.query('insert into kept values (2)');
          await tx.query(SLOW);
        },
        { statementTimeoutMs: 400 },
      )
      .catch((error: unknown) => error as { code?: string; message?: string });
    clearInterval(timer);
    expect(failed).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    // The event loop ran all along (a tick every 20 ms, give or take a loaded machine).
    expect(ticks.length).toBeGreaterThan(5);
    const { rows } = await db.query<{ n: number }>('select n from kept order by n');
    expect(rows.map((r) => r.n)).toEqual([1]);
  });

  it('queues other statements behind the slow one and serves them after it', async () => {
    const slow = db.transaction((tx) => tx.query(SLOW), { statementTimeoutMs: 300 });
    const next = db.query<{ one: number }>('select 1 as one');
    await expect(slow).rejects.toMatchObject({ code: '57014' });
    await expect(next).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('has no deadline without a statement timeout', async () => {
    const { rows } = await db.transaction((tx) =>
      tx.query<{ count: number }>('select count(*)::int as count from generate_series(1, 2000000)'),
    );
    expect(rows[0]?.count).toBe(2_000_000);
  });
});
