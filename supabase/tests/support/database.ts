import { openTestDatabase, type TestDatabase } from '@csan/local-stack/testing/test-stack.ts';

/**
 * A freshly migrated and seeded database: PGlite in memory, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export function openSeededDatabase(): Promise<TestDatabase> {
  return openTestDatabase({ seed: true });
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
