import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedResourceFiles } from '../scripts/seed-files.ts';
import { openSeededDatabase } from './support/database.ts';

let database: TestDatabase;
let storageDir: string;
beforeAll(async () => {
  database = await openSeededDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), 'csan-seed-files-'));
});
afterAll(async () => {
  await database?.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('seedResourceFiles', () => {
  it('writes one PDF per seeded resource and registers it in storage.objects, idempotently', async () => {
    const written = await seedResourceFiles({ storageDir, db: database.db });
    await seedResourceFiles({ storageDir, db: database.db });
    expect(written.length).toBeGreaterThanOrEqual(30);
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects o join resource_items r on r.file_storage_path = o.name
       where o.bucket_id = 'resources'`,
    );
    expect(rows[0]?.n).toBe(written.length);
    const first = written[0] ?? '';
    const pdf = await readFile(path.join(storageDir, 'resources', first), 'latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // The xref offset written in the trailer points at the xref table.
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  });
});
