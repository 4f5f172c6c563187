import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageFixture, startStorageFixture, text } from './fixture.js';

let fx: StorageFixture;
const member = { id: randomUUID(), tier: 2 };
const student = { id: randomUUID(), tier: 1 };

beforeAll(async () => {
  fx = await startStorageFixture();
  const reports = fx.service.storage.from('t-reports');
  await reports.upload('lib/pro.txt', text('pro'), { metadata: { requiredRank: 2 } });
  await reports.upload('lib/student.txt', text('student'), { metadata: { requiredRank: 1 } });
  await reports.upload('lib/deep/nested.txt', text('nested'), { metadata: { requiredRank: 1 } });
  await reports.upload('lib/Alpha.txt', text('alpha'), { metadata: { requiredRank: 1 } });
});
afterAll(() => fx.stop());

describe('signed URLs', () => {
  it('are created only for objects the caller may SELECT, then serve without Authorization', async () => {
    const memberClient = await fx.userClient(member);
    const { data, error } = await memberClient.storage
      .from('t-reports')
      .createSignedUrl('lib/pro.txt', 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      /\/storage\/v1\/object\/sign\/t-reports\/lib\/pro\.txt\?token=/,
    );
    const res = await fetch(data?.signedUrl ?? '');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('pro');

    const studentClient = await fx.userClient(student);
    const refused = await studentClient.storage
      .from('t-reports')
      .createSignedUrl('lib/pro.txt', 60);
    expect(refused.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('handle keys with spaces and non-ASCII characters end to end', async () => {
    const reports = fx.service.storage.from('t-reports');
    const key = 'lib/Rapport annuel é.txt';
    expect(
      (await reports.upload(key, text('accents'), { metadata: { requiredRank: 1 } })).error,
    ).toBeNull();
    expect(await (await reports.download(key)).data?.text()).toBe('accents');
    const { data } = await reports.createSignedUrl(key, 60);
    const res = await fetch(data?.signedUrl ?? '');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('accents');
    expect((await reports.remove([key])).data).toHaveLength(1);
  });

  it('refuses a token used for another path', async () => {
    const { data } = await fx.service.storage
      .from('t-reports')
      .createSignedUrl('lib/student.txt', 60);
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token');
    const res = await fetch(
      `${fx.stack.url}/storage/v1/object/sign/t-reports/lib/pro.txt?token=${token}`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('expire: after expiresIn the URL answers 400 InvalidJWT', async () => {
    const { data } = await fx.service.storage
      .from('t-reports')
      .createSignedUrl('lib/student.txt', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await fetch(data?.signedUrl ?? '');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidJWT',
      message: expect.stringMatching(/exp/),
    });
  });

  it('batch signing marks the paths the caller cannot see', async () => {
    const studentClient = await fx.userClient(student);
    const { data, error } = await studentClient.storage
      .from('t-reports')
      .createSignedUrls(['lib/student.txt', 'lib/pro.txt'], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: 'lib/student.txt', error: null });
    expect(data?.[1]).toMatchObject({
      path: 'lib/pro.txt',
      signedUrl: null,
      error: expect.any(String),
    });
    expect((await fetch(data?.[0]?.signedUrl ?? '')).status).toBe(200);
  });
});

describe('list', () => {
  it('returns sub-folders (id null) before files, one level below the prefix', async () => {
    const { data, error } = await fx.service.storage.from('t-reports').list('lib');
    expect(error).toBeNull();
    expect(data?.map((o) => [o.name, o.id === null])).toEqual([
      ['deep', true],
      ['Alpha.txt', false],
      ['pro.txt', false],
      ['student.txt', false],
    ]);
    expect(data?.[1]).toMatchObject({ metadata: { size: 5, mimetype: 'text/plain' } });
    expect(data?.[1]?.created_at).toEqual(expect.any(String));
  });

  it('hides rows RLS hides, and honours search, sortBy, limit and offset', async () => {
    const studentClient = await fx.userClient(student);
    const visible = await studentClient.storage.from('t-reports').list('lib');
    expect(visible.data?.map((o) => o.name)).toEqual(['deep', 'Alpha.txt', 'student.txt']);
    const searched = await fx.service.storage.from('t-reports').list('lib', { search: 'alp' });
    expect(searched.data?.map((o) => o.name)).toEqual(['Alpha.txt']);
    const sorted = await fx.service.storage
      .from('t-reports')
      .list('lib', { sortBy: { column: 'name', order: 'desc' }, limit: 2, offset: 1 });
    expect(sorted.data?.map((o) => o.name)).toEqual(['student.txt', 'pro.txt']);
    const anon = await fx.anon.storage.from('t-reports').list('lib');
    expect(anon.data).toEqual([]);
  });
});
