import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type StackConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { type RunningStack, startStack } from '../stack.js';

/**
 * Tests run on PGlite in memory by default. With TEST_DATABASE_URL set
 * (postgres://…/postgres on a real PostgreSQL 15), each call gets a fresh,
 * uniquely named database on that server, dropped again by close().
 */
async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `csan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/** A migrated database (platform SQL + supabase/migrations, seed unless `seed: false`). */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const { url, drop } = await freshDatabaseUrl();
  const db = await openDatabase({ databaseUrl: url });
  await migrate(db, { seed: options.seed ?? true });
  return {
    db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

export interface TestStack extends RunningStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The whole API on a free port, on a fresh database: drive it with supabase-js. */
export async function startTestStack(
  options: { seed?: boolean; mail?: boolean; config?: Partial<StackConfig> } = {},
): Promise<TestStack> {
  const { url, drop } = await freshDatabaseUrl();
  const config = loadConfig(
    { ...process.env, DATA_DIR: 'memory', DATABASE_URL: url ?? '' },
    {
      apiPort: 0,
      portalPort: 0,
      dataDir: undefined,
      // Tests use the dev provider even when the shell has a real Paystack key set.
      paystack: { secretKey: undefined, baseUrl: undefined },
      ...options.config,
    },
  );
  // No mail drainer on its own (a test counting the mailbox stays deterministic): a test sends the
  // queued mails with stack.drainMail(), or asks for the timer with `mail: true`.
  const stack = await startStack(config, {
    portal: false,
    seed: options.seed ?? true,
    mail: options.mail ?? false,
  });
  return {
    ...stack,
    url: stack.apiUrl,
    anonKey: stack.ctx.keys.anonKey,
    serviceRoleKey: stack.ctx.keys.serviceRoleKey,
    async stop() {
      await stack.stop();
      await drop();
    },
  };
}
