/**
 * `pnpm gen:remotes`: rewrites the files generated from the registry (generate.ts).
 * `pnpm gen:remotes --check` only lists the stale ones and fails (the unit test does the same).
 */
import path from 'node:path';
import { staleOutputs, writeOutputs } from './generate';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

if (process.argv.includes('--check')) {
  const stale = staleOutputs(root);
  for (const file of stale) console.error(`${file} is stale: run pnpm gen:remotes`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else {
  const changed = writeOutputs(root);
  console.log(
    changed.length > 0
      ? `gen:remotes: wrote ${changed.join(', ')}`
      : 'gen:remotes: every generated file is up to date',
  );
}
