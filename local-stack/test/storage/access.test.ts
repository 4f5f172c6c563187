import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageFixture, startStorageFixture, text } from './fixture.js';

let fx: StorageFixture;
const member = { id: randomUUID(), tier: 2 };
const student = { id: randomUUID(), tier: 1 };

beforeAll(async () => {
  fx = await startStorageFixture();
  const { error } = await fx.service.storage
    .from('t-reports')
    .upload('library/pro-report.txt', text('for professionals'), { metadata: { requiredRank: 2 } });
  expect(error).toBeNull();
});
afterAll(() => fx.stop());

describe('reads are decided by RLS on storage.objects', () => {
  it('lets a member whose tier claim meets requiredRank download the file', async () => {
    const client = await fx.userClient(member);
    const { data, error } = await client.storage
      .from('t-reports')
      .download('library/pro-report.txt');
    expect(error).toBeNull();
    expect(await data?.text()).toBe('for professionals');
  });

  it('answers "Object not found" to a lower tier and to anon, as Storage does for hidden rows', async () => {
    for (const client of [await fx.userClient(student), fx.anon]) {
      const { data, error } = await client.storage
        .from('t-reports')
        .download('library/pro-report.txt');
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    }
  });

  it('sends Content-Type, Content-Length, ETag and Cache-Control with the bytes', async () => {
    const res = await fetch(`${fx.stack.url}/storage/v1/object/t-reports/library/pro-report.txt`, {
      headers: {
        apikey: fx.stack.serviceRoleKey,
        Authorization: `Bearer ${fx.stack.serviceRoleKey}`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('content-length')).toBe(String('for professionals'.length));
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('stores metadata, owner and owner_id in storage.objects', async () => {
    const client = await fx.userClient(member);
    const { data, error } = await client.storage
      .from('t-reports')
      .upload(`${member.id}/mine.txt`, text('mine'));
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: `${member.id}/mine.txt`,
      fullPath: `t-reports/${member.id}/mine.txt`,
    });
    const { rows } = await fx.stack.ctx.db.query<{
      owner: string;
      owner_id: string;
      metadata: Record<string, unknown>;
    }>(
      "select owner, owner_id, metadata from storage.objects where bucket_id = 't-reports' and name = $1",
      [`${member.id}/mine.txt`],
    );
    expect(rows[0]).toMatchObject({ owner: member.id, owner_id: member.id });
    expect(rows[0]?.metadata).toMatchObject({
      size: 4,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
    });
    expect(data?.id).toEqual(expect.any(String));
  });
});

describe('writes are decided by RLS', () => {
  it('refuses an upload outside the policy with the RLS message (statusCode 403)', async () => {
    const client = await fx.userClient(student);
    const { error } = await client.storage
      .from('t-reports')
      .upload(`${member.id}/intruder.txt`, text('x'));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const anon = await fx.anon.storage.from('t-reports').upload('anything.txt', text('x'));
    expect(anon.error).toMatchObject({ statusCode: '403' });
  });

  it('answers 409 to a second upload without upsert, and replaces the bytes with upsert', async () => {
    const client = await fx.userClient(student);
    const path = `${student.id}/notes.txt`;
    expect((await client.storage.from('t-reports').upload(path, text('v1'))).error).toBeNull();
    const again = await client.storage.from('t-reports').upload(path, text('v2'));
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(
      (await client.storage.from('t-reports').upload(path, text('v3'), { upsert: true })).error,
    ).toBeNull();
    expect((await client.storage.from('t-reports').update(path, text('v4'))).error).toBeNull();
    const { data } = await client.storage.from('t-reports').download(path);
    expect(await data?.text()).toBe('v4');
  });

  it("refuses an upsert over someone else's file (UPDATE policy)", async () => {
    const intruder = { id: randomUUID(), tier: 3 };
    const client = await fx.userClient(intruder);
    const { error } = await client.storage
      .from('t-reports')
      .upload('library/pro-report.txt', text('defaced'), { upsert: true });
    expect(error?.statusCode).toBe('403');
    const { data } = await fx.service.storage.from('t-reports').download('library/pro-report.txt');
    expect(await data?.text()).toBe('for professionals');
  });

  it('moves own files, and remove skips rows RLS hides', async () => {
    const owner = { id: randomUUID(), tier: 1 };
    const client = await fx.userClient(owner);
    await client.storage.from('t-reports').upload(`${owner.id}/a.txt`, text('a'));
    const moved = await client.storage
      .from('t-reports')
      .move(`${owner.id}/a.txt`, `${owner.id}/b.txt`);
    expect(moved.error).toBeNull();
    expect((await client.storage.from('t-reports').download(`${owner.id}/b.txt`)).error).toBeNull();
    expect(
      (await client.storage.from('t-reports').download(`${owner.id}/a.txt`)).error?.statusCode,
    ).toBe('404');

    const hidden = await client.storage.from('t-reports').remove(['library/pro-report.txt']);
    expect(hidden).toMatchObject({ data: [], error: null });
    const removed = await client.storage.from('t-reports').remove([`${owner.id}/b.txt`]);
    expect(removed.data).toHaveLength(1);
    expect(removed.data?.[0]).toMatchObject({ name: `${owner.id}/b.txt`, bucket_id: 't-reports' });
    expect(
      (await fx.service.storage.from('t-reports').download('library/pro-report.txt')).error,
    ).toBeNull();
  });

  it('copies a readable file for the service role', async () => {
    const { data, error } = await fx.service.storage
      .from('t-reports')
      .copy('library/pro-report.txt', 'library/copy.txt');
    expect(error).toBeNull();
    expect(data?.path).toBe('t-reports/library/copy.txt');
    const copy = await fx.service.storage.from('t-reports').download('library/copy.txt');
    expect(await copy.data?.text()).toBe('for professionals');
  });
});

describe('public buckets', () => {
  it('serve without any auth header; a private bucket does not', async () => {
    await fx.service.storage.from('t-covers').upload('cover.png', text('png-bytes', 'image/png'));
    const { publicUrl } = fx.anon.storage.from('t-covers').getPublicUrl('cover.png').data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('png-bytes');
    const privateUrl = fx.anon.storage.from('t-reports').getPublicUrl('library/pro-report.txt')
      .data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
