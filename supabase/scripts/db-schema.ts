// `pnpm db:schema`: supabase/schema.sql, the schema the migrations build, readable in one
// file. The migrations are applied the way the local stack and the tests apply them
// (local-stack's migrate(): platform SQL, then supabase/migrations) to a fresh in-memory
// PGlite, and pg_dump --schema-only (pg_dump in WASM) prints the result. Of that dump the
// file keeps what the migrations own; see supabase/README.md for the choice.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDatabase } from '@csan/local-stack/db/database.ts';
import { migrate } from '@csan/local-stack/db/migrate.ts';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

const here = path.dirname(fileURLToPath(import.meta.url));
export const schemaFile = path.resolve(here, '../schema.sql');

const HEADER = `-- GENERATED FILE, do not edit: run \`pnpm db:schema\` (supabase/scripts/db-schema.ts).
--
-- The current schema: what supabase/migrations builds, as pg_dump --schema-only prints
-- it after the migrations ran on a fresh database. Schema public whole (tables,
-- constraints, indexes, row-level security, policies, functions with their bodies,
-- triggers, views, comments, grants, default privileges), the grants on schema public,
-- and the triggers and policies the migrations put on auth and storage tables.
-- Not here: the auth and storage tables themselves (Supabase's services own them) and
-- data (the seed, the resources bucket row). Migrations are append-only: a change is a
-- new migration, then pnpm db:schema; supabase/tests/schema.test.ts fails when this
-- file is stale.
`;

interface Entry {
  name: string;
  type: string;
  schema: string;
  text: string;
}

// pg_dump starts each object with a comment block: `-- Name: …; Type: …; Schema: …; Owner: …`.
const ENTRY_START = /^--\n-- Name: (.*); Type: (.*); Schema: (.*); Owner: .*\n--\n/gm;
const DUMP_END = '\n--\n-- PostgreSQL database dump complete';

function entriesOf(dump: string): Entry[] {
  const starts = [...dump.matchAll(ENTRY_START)];
  const end = dump.indexOf(DUMP_END);
  return starts.map((match, i) => {
    const from = match.index;
    const to = starts[i + 1]?.index ?? (end === -1 ? dump.length : end);
    return {
      name: match[1] ?? '',
      type: match[2] ?? '',
      schema: match[3] ?? '',
      text: dump.slice(from, to).trimEnd(),
    };
  });
}

/** What the migrations own, of everything in the migrated database. */
function ownedByMigrations(entry: Entry): boolean {
  if (entry.schema === 'public') return true;
  if (entry.schema === '-') return entry.type === 'ACL' && entry.name === 'SCHEMA public';
  // Supabase's own schemas: only what the migrations add to their tables.
  return (
    (entry.schema === 'auth' || entry.schema === 'storage') &&
    (entry.type === 'TRIGGER' || entry.type === 'POLICY')
  );
}

/** The text of supabase/schema.sql for the migrations in supabase/migrations today. */
export async function generateSchema(): Promise<string> {
  const lite = new PGlite();
  await lite.waitReady;
  try {
    await migrate(pgliteDatabase(lite), { seed: false });
    const dump = await (await pgDump({ pg: lite, args: ['--schema-only'] })).text();
    const entries = entriesOf(dump).filter(ownedByMigrations);
    if (!entries.some((e) => e.type === 'TABLE')) {
      throw new Error('pg_dump printed no table of schema public: has its format changed?');
    }
    return `${HEADER}\n${entries.map((e) => e.text).join('\n\n')}\n`;
  } finally {
    await lite.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(schemaFile, await generateSchema());
  console.log(`wrote ${path.relative(process.cwd(), schemaFile)}`);
}
