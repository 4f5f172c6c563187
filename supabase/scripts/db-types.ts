// `pnpm db:types`: the `Database` type of the migrated schema, as `supabase gen types
// typescript` writes it, into shared-auth/src/database.types.ts.
//
// The generator is the one the Supabase CLI runs: postgres-meta's server started with
// PG_META_GENERATE_TYPES prints the TypeScript and exits. It reads the catalog over a
// Postgres connection, so a freshly migrated in-memory PGlite is served on a local port
// through pglite-socket: no database server needed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, pgliteDatabase } from '@csan/local-stack/db/database.ts';
import { migrate } from '@csan/local-stack/db/migrate.ts';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const typesFile = path.resolve(here, '../../shared-auth/src/database.types.ts');

/** The schemas the API exposes (config.toml `[api] schemas`). */
const includedSchemas = ['public'];

function runPostgresMeta(databaseUrl: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const server = path.join(
    path.dirname(require.resolve('@supabase/postgres-meta/package.json')),
    'dist/server/server.js',
  );
  // The environment the Supabase CLI gives the postgres-meta container for `gen types`.
  const env = {
    PATH: process.env.PATH ?? '',
    PG_META_DB_URL: databaseUrl,
    PG_META_GENERATE_TYPES: 'typescript',
    PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: includedSchemas.join(','),
    PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && out.includes('export type Database')) resolve(out);
      else reject(new Error(`postgres-meta exited with ${code}:\n${err || out}`));
    });
  });
}

/** A fresh PGlite in memory, migrated and served on a free local port. */
async function servePglite(): Promise<{ url: string; close(): Promise<void> }> {
  const lite = new PGlite();
  await lite.waitReady;
  await migrate(pgliteDatabase(lite), { seed: false });
  const server = new PGLiteSocketServer({ db: lite, host: '127.0.0.1', port: 0 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`,
    async close() {
      await server.stop();
      await lite.close();
    },
  };
}

/** A new database on the PostgreSQL server at `serverUrl`, migrated; dropped by close(). */
async function servePostgres(serverUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const name = `csan_types_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const close = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const db = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrate(db, { seed: false });
  } catch (error) {
    await db.close();
    await close();
    throw error;
  }
  await db.close();
  return { url: url.toString(), close };
}

/**
 * The generated file's text for the migrations in supabase/migrations today: from an
 * in-memory PGlite, or from a new database on the PostgreSQL server at `serverUrl`
 * (both answer postgres-meta's catalog queries the same way).
 */
export async function generateDatabaseTypes(options: { serverUrl?: string } = {}): Promise<string> {
  const database = options.serverUrl ? await servePostgres(options.serverUrl) : await servePglite();
  try {
    return await runPostgresMeta(database.url);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generateDatabaseTypes();
  await writeFile(typesFile, text);
  console.log(`wrote ${path.relative(process.cwd(), typesFile)}`);
}
