import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageFixture, startStorageFixture, text } from './fixture.js';

let fx: StorageFixture;
beforeAll(async () => {
  fx = await startStorageFixture();
});
afterAll(() => fx.stop());

const USER = { id: '00000000-0000-4000-8000-0000000000c1', tier: 1 };

describe('signed upload URLs', () => {
  it('a member signs for a path RLS lets them write; anyone with the token uploads once as them', async () => {
    const member = await fx.userClient(USER);
    const path = `${USER.id}/signed.txt`;
    const signed = await member.storage.from('t-reports').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data?.path).toBe(path);
    expect(signed.data?.signedUrl).toContain(
      `/storage/v1/object/upload/sign/t-reports/${path}?token=`,
    );
    // Signing writes nothing.
    expect((await fx.service.storage.from('t-reports').list(USER.id)).data).toEqual([]);

    const token = signed.data?.token ?? '';
    const uploaded = await fx.anon.storage
      .from('t-reports')
      .uploadToSignedUrl(path, token, text('hello'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path, fullPath: `t-reports/${path}` });
    const { data } = await member.storage.from('t-reports').download(path);
    expect(await data?.text()).toBe('hello');
    const again = await fx.anon.storage.from('t-reports').uploadToSignedUrl(path, token, text('x'));
    expect(again.error).toMatchObject({ statusCode: '409' });
  });

  it('refuses to sign where RLS refuses the insert, and refuses a token for another path', async () => {
    const member = await fx.userClient(USER);
    const refused = await member.storage.from('t-reports').createSignedUploadUrl('elsewhere/a.txt');
    expect(refused.error).toMatchObject({ statusCode: '403' });
    const signed = await member.storage.from('t-reports').createSignedUploadUrl(`${USER.id}/b.txt`);
    const wrong = await fx.anon.storage
      .from('t-reports')
      .uploadToSignedUrl(`${USER.id}/c.txt`, signed.data?.token ?? '', text('x'));
    expect(wrong.error).toMatchObject({ statusCode: '400' });
  });
});

describe('list-v2', () => {
  beforeAll(async () => {
    const bucket = fx.service.storage.from('t-covers');
    for (const name of ['v2/b.txt', 'v2/a.txt', 'v2/sub/c.txt', 'v2/d.txt']) {
      expect((await bucket.upload(name, text(name))).error).toBeNull();
    }
  });

  it('lists full keys under a prefix, flat by default', async () => {
    const { data, error } = await fx.service.storage.from('t-covers').listV2({ prefix: 'v2/' });
    expect(error).toBeNull();
    expect(data?.folders).toEqual([]);
    expect(data?.objects.map((o) => o.name)).toEqual([
      'v2/a.txt',
      'v2/b.txt',
      'v2/d.txt',
      'v2/sub/c.txt',
    ]);
    expect(data?.hasNext).toBe(false);
  });

  it('groups sub-folders with with_delimiter and pages with a cursor', async () => {
    const bucket = fx.service.storage.from('t-covers');
    const all = await bucket.listV2({ prefix: 'v2/', with_delimiter: true });
    expect(all.data?.folders).toEqual([{ name: 'v2/sub/', key: 'v2/sub' }]);
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await bucket.listV2({
        prefix: 'v2/',
        limit: 2,
        sortBy: { column: 'name', order: 'desc' },
        ...(cursor ? { cursor } : {}),
      });
      expect(page.error).toBeNull();
      names.push(...(page.data?.objects.map((o) => o.name) ?? []));
      cursor = page.data?.hasNext ? page.data.nextCursor : undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(names).toEqual(['v2/sub/c.txt', 'v2/d.txt', 'v2/b.txt', 'v2/a.txt']);
  });
});
