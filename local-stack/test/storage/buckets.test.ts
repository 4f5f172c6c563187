import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageFixture, startStorageFixture, text } from './fixture.js';

let fx: StorageFixture;
beforeAll(async () => {
  fx = await startStorageFixture();
});
afterAll(() => fx.stop());

describe('buckets (service role in practice; RLS on storage.buckets for others)', () => {
  it('creates, reads, lists, updates, empties and deletes', async () => {
    const storage = fx.service.storage;
    const created = await storage.createBucket('t-avatars', {
      public: false,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created).toEqual({ data: { name: 't-avatars' }, error: null });
    const again = await storage.createBucket('t-avatars', { public: false });
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });

    const got = await storage.getBucket('t-avatars');
    expect(got.data).toMatchObject({
      id: 't-avatars',
      public: false,
      allowed_mime_types: ['image/*'],
    });
    // Storage counts units in decimal and answers the limit as a number.
    expect(got.data?.file_size_limit).toBe(1000);
    const listed = await storage.listBuckets();
    expect(listed.data?.map((b) => b.id)).toEqual(
      expect.arrayContaining(['t-avatars', 't-covers', 't-reports']),
    );

    expect(
      (await storage.updateBucket('t-avatars', { public: true, allowedMimeTypes: ['text/plain'] }))
        .error,
    ).toBeNull();
    expect((await storage.getBucket('t-avatars')).data).toMatchObject({
      public: true,
      allowed_mime_types: ['text/plain'],
      file_size_limit: 1000,
    });

    await storage.from('t-avatars').upload('a.txt', text('a'));
    const notEmpty = await storage.deleteBucket('t-avatars');
    expect(notEmpty.error).toMatchObject({ statusCode: '409' });
    expect((await storage.emptyBucket('t-avatars')).error).toBeNull();
    expect((await storage.deleteBucket('t-avatars')).error).toBeNull();
    expect((await storage.getBucket('t-avatars')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('updates only the fields sent: public alone keeps the limit and the types', async () => {
    const storage = fx.service.storage;
    const created = await storage.createBucket('t-partial', {
      public: false,
      fileSizeLimit: '20mb',
      allowedMimeTypes: ['image/png'],
    });
    expect(created.error).toBeNull();
    expect((await storage.getBucket('t-partial')).data?.file_size_limit).toBe(20_000_000);
    expect((await storage.updateBucket('t-partial', { public: true })).error).toBeNull();
    expect((await storage.getBucket('t-partial')).data).toMatchObject({
      public: true,
      file_size_limit: 20_000_000,
      allowed_mime_types: ['image/png'],
    });
    const cleared = await fetch(`${fx.stack.url}/storage/v1/bucket/t-partial`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${fx.stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ public: true, file_size_limit: null }),
    });
    expect(cleared.status).toBe(200);
    expect((await storage.getBucket('t-partial')).data).toMatchObject({
      file_size_limit: null,
      allowed_mime_types: ['image/png'],
    });
  });

  it('refuses bucket creation to anon (no INSERT policy on storage.buckets)', async () => {
    const { error } = await fx.anon.storage.createBucket('t-anon', { public: true });
    expect(error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await fx.anon.storage.listBuckets()).data).toEqual([]);
  });

  it('answers Bucket not found to uploads into a missing bucket, and refuses bad tokens', async () => {
    const { error } = await fx.service.storage.from('t-missing').upload('a.txt', text('a'));
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const res = await fetch(`${fx.stack.url}/storage/v1/bucket`, {
      headers: { Authorization: 'Bearer not-a-jwt' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});
