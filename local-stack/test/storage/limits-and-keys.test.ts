import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageFixture, startStorageFixture, text } from './fixture.js';

let fx: StorageFixture;
beforeAll(async () => {
  fx = await startStorageFixture();
});
afterAll(() => fx.stop());

const reports = () => fx.service.storage.from('t-reports');

describe('bucket limits (t-reports: 1 KiB, text/plain, application/pdf, image/*)', () => {
  it("refuses a file over file_size_limit with Storage's 413 body", async () => {
    const { error } = await reports().upload('big.txt', text('x'.repeat(1025)));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await fetch(`${fx.stack.url}/storage/v1/object/t-reports/big.txt`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fx.stack.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'x'.repeat(2000),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  it('accepts exactly the limit', async () => {
    expect((await reports().upload('edge.txt', text('x'.repeat(1024)))).error).toBeNull();
  });

  it('refuses a MIME type outside allowed_mime_types (415) and accepts wildcard matches', async () => {
    const video = await reports().upload('clip.mp4', text('v', 'video/mp4'));
    expect(video.error).toMatchObject({
      statusCode: '415',
      message: 'mime type video/mp4 is not supported',
    });
    expect((await reports().upload('pic.png', text('p', 'image/png'))).error).toBeNull();
    expect((await reports().upload('doc.pdf', text('%PDF', 'application/pdf'))).error).toBeNull();
  });
});

describe('keys that try to leave the bucket', () => {
  const attempts = [
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'a%5C..%5C..%5Cwindows',
    'a%00b.txt',
    '%2Fetc%2Fpasswd',
    'a//b.txt',
    '%E0%A4%A',
  ];

  it.each(attempts)('refuses upload of %s with 400 InvalidKey', async (raw) => {
    const res = await fetch(`${fx.stack.url}/storage/v1/object/t-reports/${raw}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fx.stack.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'owned',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });

  it('never serves dot segments: the URL parser resolves them away before a route matches', async () => {
    const res = await fetch(
      `${fx.stack.url}/storage/v1/object/t-reports/a/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${fx.stack.serviceRoleKey}`,
          'content-type': 'text/plain',
        },
        body: 'owned',
      },
    );
    expect(res.status).toBe(404);
  });

  it('refuses reads, signing and moves with traversal keys too', async () => {
    const headers = { Authorization: `Bearer ${fx.stack.serviceRoleKey}` };
    const read = await fetch(`${fx.stack.url}/storage/v1/object/t-reports/..%2F..%2Fetc%2Fpasswd`, {
      headers,
    });
    expect(read.status).toBe(400);
    const sign = await reports().createSignedUrl('../../etc/passwd', 60);
    expect(sign.error).not.toBeNull();
    const move = await reports().move('edge.txt', '../../../etc/passwd');
    expect(move.error).toMatchObject({ statusCode: '400' });
  });

  it('lets supabase-js normalise ../ away client-side, so nothing lands outside the storage folder', async () => {
    await reports().upload('../../escape.txt', text('x'));
    const top = await readdir(fx.storageDir);
    expect(top.sort()).toEqual(['t-reports']);
    const files = await readdir(path.join(fx.storageDir, 't-reports'));
    for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}$/);
  });
});
