import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateDatabaseTypes, typesFile } from '../scripts/db-types.ts';

// The committed Database type is what the generator makes of the migrations today; on
// the PostgreSQL run it is generated from the real server, so both engines must agree.
it('shared-auth/src/database.types.ts matches the migrations', async () => {
  const committed = await readFile(typesFile, 'utf8').catch(() => '');
  const fresh = await generateDatabaseTypes({ serverUrl: process.env.TEST_DATABASE_URL });
  expect(fresh, 'database types are stale: run pnpm db:types').toBe(committed);
}, 120_000);
