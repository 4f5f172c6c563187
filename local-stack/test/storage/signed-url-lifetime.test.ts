import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_URL_MAX_SECONDS } from '../../src/storage/routes-sign.js';
import { type StorageFixture, startStorageFixture, text } from './fixture.js';

let fx: StorageFixture;
const member = { id: randomUUID(), tier: 2 };

beforeAll(async () => {
  fx = await startStorageFixture();
  await fx.service.storage
    .from('t-reports')
    .upload('life/pro.txt', text('pro'), { metadata: { requiredRank: 1 } });
});
afterAll(() => fx.stop());

const tokenExpiry = (signedUrl: string | undefined) =>
  decodeJwt(new URL(signedUrl ?? '').searchParams.get('token') ?? '').exp ?? 0;

describe('signed download URLs', () => {
  it('live at most one week', () => {
    expect(SIGNED_URL_MAX_SECONDS).toBe(604800);
  });

  it('are granted up to the cap', async () => {
    const supabase = await fx.userClient(member);
    const { data, error } = await supabase.storage
      .from('t-reports')
      .createSignedUrl('life/pro.txt', SIGNED_URL_MAX_SECONDS);
    expect(error).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    expect(tokenExpiry(data?.signedUrl)).toBeLessThanOrEqual(now + SIGNED_URL_MAX_SECONDS + 1);
  });

  it('are refused beyond it (100 years), one at a time and in a batch', async () => {
    const supabase = await fx.userClient(member);
    const century = 100 * 365 * 24 * 60 * 60;
    const one = await supabase.storage.from('t-reports').createSignedUrl('life/pro.txt', century);
    expect(one.data).toBeNull();
    expect(one.error).toMatchObject({
      statusCode: '400',
      message: 'expiresIn must be at most 604800 seconds (one week)',
    });
    const many = await supabase.storage
      .from('t-reports')
      .createSignedUrls(['life/pro.txt'], SIGNED_URL_MAX_SECONDS + 1);
    expect(many.data).toBeNull();
    expect(many.error).toMatchObject({ statusCode: '400' });
  });
});
