#!/usr/bin/env node
// `pnpm test:unit`: every vitest project on PGlite; then, when TEST_DATABASE_URL
// names a PostgreSQL server (CI starts Debian's PostgreSQL 15), the database-backed
// projects again against that real server.
import { spawnSync } from 'node:child_process';

const DB_PROJECTS = ['local-stack', 'database', 'edge-functions'];

function vitest(args, env) {
  const result = spawnSync('pnpm', ['exec', 'vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
console.log('\n▶ vitest on PGlite (all projects)');
vitest([], withoutServer);

if (TEST_DATABASE_URL) {
  console.log(`\n▶ vitest on PostgreSQL (${DB_PROJECTS.join(', ')})`);
  vitest(
    DB_PROJECTS.flatMap((p) => ['--project', p]),
    { ...process.env },
  );
} else {
  console.log('\nTEST_DATABASE_URL not set: skipped the PostgreSQL run (CI sets it).');
}
