import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';

/**
 * Files whose record is gone (issue 27, member data): public.storage_orphans decides, the
 * `storage-sweeper` function removes them through Storage — the row and the file on disk.
 */
let stack: TestStack;
let service: SupabaseClient;

const PARTNER = '00000000-0000-4000-8000-000000000005';
const pdf = new Blob(['%PDF-1.4 evidence'], { type: 'application/pdf' });

async function upload(bucket: string, name: string) {
  const { error } = await service.storage.from(bucket).upload(name, pdf);
  if (error) throw error;
}

async function filesOnDisk(bucket: string): Promise<number> {
  return (await readdir(path.join(stack.ctx.config.storageDir, encodeURIComponent(bucket)))).length;
}

async function exists(bucket: string, name: string): Promise<boolean> {
  const { rows } = await stack.ctx.db.query(
    'select 1 from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows.length === 1;
}

async function newAssessment(): Promise<string> {
  const { rows } = await stack.ctx.db.query<{ id: string }>(
    `insert into public.tools_assessments (owner_id, organisation, name, sector, country, size, framework_id)
     select $1, 'Sweeper Ltd', 'Sweeper test', 'finance', 'GH', 'small', id
     from public.tools_frameworks order by id limit 1
     returning id`,
    [PARTNER],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no tools framework seeded');
  return id;
}

beforeAll(async () => {
  stack = await startTestStack({ seed: true });
  service = client(stack, stack.serviceRoleKey);
});
afterAll(async () => {
  await stack?.stop();
});

describe('storage sweeper', () => {
  it('removes the files of a deleted assessment and advisory, keeps every other file', async () => {
    const kept = await newAssessment();
    const deleted = await newAssessment();
    const { rows: advisories } = await stack.ctx.db.query<{ id: string }>(
      'select id from public.intel_advisories order by created_at limit 1',
    );
    const advisory = advisories[0]?.id;
    expect(advisory).toBeDefined();
    const keep = [
      ['tools-evidence', `${kept}/GV.OC-01/policy.pdf`],
      ['intel-attachments', `${advisory}/ioc-list.pdf`],
    ] as const;
    const orphans = [
      ['tools-evidence', `${deleted}/GV.OC-01/policy.pdf`],
      ['tools-evidence', `${deleted}/ID.AM-01/inventory.pdf`],
      ['intel-attachments', `${crypto.randomUUID()}/gone.pdf`],
      ['intel-attachments', 'not-an-advisory/loose.pdf'],
    ] as const;
    for (const [bucket, name] of [...keep, ...orphans]) await upload(bucket, name);
    // The assessment goes as its owner deletes it (or with their account): its rows cascade,
    // its stored objects stay until swept.
    await stack.ctx.db.query('delete from public.tools_assessments where id = $1', [deleted]);
    const evidenceFiles = await filesOnDisk('tools-evidence');
    const attachmentFiles = await filesOnDisk('intel-attachments');

    expect(await stack.sweepStorage()).toEqual({ removed: 4, failed: 0 });

    for (const [bucket, name] of orphans) expect(await exists(bucket, name)).toBe(false);
    for (const [bucket, name] of keep) expect(await exists(bucket, name)).toBe(true);
    expect(await filesOnDisk('tools-evidence')).toBe(evidenceFiles - 2);
    expect(await filesOnDisk('intel-attachments')).toBe(attachmentFiles - 2);
    // A second run finds nothing: the rule is the database's, the sweep only acts on it.
    expect(await stack.sweepStorage()).toEqual({ removed: 0, failed: 0 });
  });

  it('answers only the service role; members and the anon key get 401, a bad body 400', async () => {
    const call = (key: string, body = '{}') =>
      fetch(`${stack.url}/functions/v1/storage-sweeper`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body,
      });
    expect((await call(stack.anonKey)).status).toBe(401);
    expect((await call(stack.serviceRoleKey, '{"max_rows": 0}')).status).toBe(400);
    expect((await call(stack.serviceRoleKey, 'not json')).status).toBe(400);
    expect((await call(stack.serviceRoleKey, '{"max_rows": 5}')).status).toBe(200);
  });

  it('storage_orphans is not callable by members or visitors', async () => {
    const { error } = await client(stack).rpc('storage_orphans', { max_rows: 10 });
    expect(error?.code).toBe('42501');
  });
});
