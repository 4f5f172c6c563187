import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (local-stack/src/db → ../../..). */
export const repoRoot = path.resolve(here, '../../..');
export const platformDir = path.join(repoRoot, 'local-stack', 'platform');
/** The product's Supabase project folder (migrations/, seed.sql, config.toml). */
export const supabaseDir = path.join(repoRoot, 'supabase');

/**
 * Applies each `*.sql` file of `dir` once, in name order, recording it in
 * `table` (schema-qualified). Returns the names applied now.
 */
async function applyDirectory(db: Database, dir: string, table: string): Promise<string[]> {
  await db.exec(`create table if not exists ${table} (
    version text primary key, name text not null, applied_at timestamptz not null default now())`);
  const done = new Set(
    (await db.query<{ version: string }>(`select version from ${table}`)).rows.map(
      (r) => r.version,
    ),
  );
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.split('_')[0] ?? file;
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    // One simple-query string runs as one implicit transaction on both drivers:
    // the file and its bookkeeping row land together or not at all.
    const record = `insert into ${table} (version, name) values (${literal(version)}, ${literal(file)})`;
    await db.exec(`${sql}\n;\n${record};`).catch((error: unknown) => {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`);
    });
    applied.push(file);
  }
  return applied;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export interface MigrateOptions {
  /** Run supabase/seed.sql when this run applied the first product migration. Default true. */
  seed?: boolean;
  /** Another Supabase project folder (a client library's test fixture); default the product's. */
  supabaseDir?: string;
}

/** Platform SQL (what Supabase's services own), then the product's migrations, then the seed. */
export async function migrate(db: Database, options: MigrateOptions = {}) {
  await db.exec(
    'create schema if not exists _local_stack; create schema if not exists supabase_migrations;',
  );
  const platform = await applyDirectory(db, platformDir, '_local_stack.platform_migrations');
  const wasEmpty =
    (
      await db.query(
        `select 1 from information_schema.tables where table_schema = 'supabase_migrations' and table_name = 'schema_migrations'`,
      )
    ).rows.length === 0;
  const project = options.supabaseDir ?? supabaseDir;
  const product = await applyDirectory(
    db,
    path.join(project, 'migrations'),
    'supabase_migrations.schema_migrations',
  );
  let seeded = false;
  if ((options.seed ?? true) && wasEmpty) {
    const seed = await readFile(path.join(project, 'seed.sql'), 'utf8').catch(() => '');
    if (seed.trim()) {
      await db.exec(seed).catch((error: unknown) => {
        throw new Error(`seed failed: ${(error as Error).message}`);
      });
      seeded = true;
    }
  }
  return { platform, product, seeded };
}
