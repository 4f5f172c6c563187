import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateSchema, schemaFile } from '../scripts/db-schema.ts';
import { onPostgres } from './support/database.ts';

// supabase/schema.sql is what the generator makes of the migrations today. It is dumped
// from PGlite whatever the server, so the PostgreSQL run has nothing to add.
it.skipIf(onPostgres)(
  'supabase/schema.sql matches the migrations',
  async () => {
    const committed = await readFile(schemaFile, 'utf8').catch(() => '');
    const fresh = await generateSchema();
    if (fresh !== committed) {
      const [now, was] = [fresh.split('\n'), committed.split('\n')];
      const differs = now.findIndex((text, i) => text !== was[i]);
      const line = differs === -1 ? now.length : differs;
      expect.fail(
        `supabase/schema.sql is stale: run pnpm db:schema (first difference at line ${line + 1}: ${now[line] ?? '(end of file)'})`,
      );
    }
  },
  120_000,
);
