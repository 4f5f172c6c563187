import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageFixture, startStorageFixture, text } from './fixture.js';

// Issue 25 item 7: a download's signed-URL token worked as an upload token (and re-created an
// object its owner had deleted); a malformed multipart upload answered 500.
let fx: StorageFixture;
beforeAll(async () => {
  fx = await startStorageFixture();
});
afterAll(() => fx.stop());

const USER = { id: '00000000-0000-4000-8000-0000000000d1', tier: 1 };

describe('signed URL tokens have one purpose each', () => {
  it('a download token does not upload, so a deleted object stays deleted', async () => {
    const member = await fx.userClient(USER);
    const path = `${USER.id}/shared.txt`;
    expect(
      (await member.storage.from('t-reports').upload(path, text('original'))).error,
    ).toBeNull();
    const link = await member.storage.from('t-reports').createSignedUrl(path, 3600);
    const token = new URL(link.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    expect((await member.storage.from('t-reports').remove([path])).error).toBeNull();

    const recreated = await fx.anon.storage
      .from('t-reports')
      .uploadToSignedUrl(path, token, text('planted'));
    expect(recreated.error).toMatchObject({ statusCode: '400', message: 'Not an upload token' });
    expect((await fx.service.storage.from('t-reports').list(USER.id)).data).toEqual([]);
  });

  it('an upload token does not download', async () => {
    const member = await fx.userClient(USER);
    const path = `${USER.id}/upload-only.txt`;
    const signed = await member.storage.from('t-reports').createSignedUploadUrl(path);
    const token = signed.data?.token ?? '';
    expect(
      (await fx.anon.storage.from('t-reports').uploadToSignedUrl(path, token, text('x'))).error,
    ).toBeNull();
    const read = await fetch(
      `${fx.stack.url}/storage/v1/object/sign/t-reports/${path}?token=${token}`,
    );
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ message: 'Not a download token' });
  });
});

describe('uploads', () => {
  it('a malformed multipart body is a 400, not a 500', async () => {
    const member = await fx.userClient(USER);
    const { data } = await member.auth.getSession();
    const res = await fetch(`${fx.stack.url}/storage/v1/object/t-reports/${USER.id}/broken.txt`, {
      method: 'POST',
      headers: {
        apikey: fx.stack.anonKey,
        authorization: `Bearer ${data.session?.access_token}`,
        'content-type': 'multipart/form-data; boundary=----csan',
      },
      body: '------csan\r\nContent-Disposition: form-data; name=""; filename="a.txt"\r\n\r\ntruncated',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Malformed multipart/form-data body' });
  });
});
