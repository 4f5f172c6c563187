import { describe, expect, it, vi } from 'vitest';
import { DataError } from './data-error';
import { readPublic, readPublicCounted } from './public-read';
import { configureSupabase } from './supabase';

configureSupabase({ supabaseUrl: 'http://api.test/base', supabaseAnonKey: 'anon-key' });

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('readPublic', () => {
  it("reads PostgREST's rows as the anonymous role, under the configured URL", async () => {
    const fetchImpl = answer(200, [{ tier: 'Student', base_price_cents: 20000 }]);
    const rows = await readPublic('membership_pricing?select=tier,base_price_cents', { fetchImpl });
    expect(rows).toEqual([{ tier: 'Student', base_price_cents: 20000 }]);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      'http://api.test/base/rest/v1/membership_pricing?select=tier,base_price_cents',
    );
    expect(init?.headers).toEqual({ apikey: 'anon-key', accept: 'application/json' });
  });

  it("throws a DataError with PostgREST's code and the status on a refusal", async () => {
    const fetchImpl = answer(401, { code: '42501', message: 'permission denied', hint: null });
    const error = await readPublic('x', { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: '42501', status: 401, kind: 'refused' });
  });

  it('throws a network DataError when no answer comes, and on an answer that is no list', async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(readPublic('x', { fetchImpl: down })).rejects.toBeInstanceOf(DataError);
    await expect(readPublic('x', { fetchImpl: answer(200, { not: 'rows' }) })).rejects.toThrow(
      'Not a list of rows',
    );
  });
});

describe('readPublicCounted', () => {
  const counted = (contentRange: string | null) =>
    vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify([{ item_id: 'a' }]), {
          status: 200,
          headers: contentRange ? { 'content-range': contentRange } : {},
        }),
    );

  it('asks PostgREST for the exact count and reads it from Content-Range', async () => {
    const fetchImpl = counted('24-24/25');
    expect(await readPublicCounted('resource_items?limit=1&offset=24', { fetchImpl })).toEqual({
      rows: [{ item_id: 'a' }],
      count: 25,
    });
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toEqual({
      apikey: 'anon-key',
      accept: 'application/json',
      prefer: 'count=exact',
    });
    expect((await readPublicCounted('x', { fetchImpl: counted('*/0') })).count).toBe(0);
  });

  it('refuses an answer without a total (an estimate or none) rather than show a wrong one', async () => {
    await expect(readPublicCounted('x', { fetchImpl: counted(null) })).rejects.toThrow(
      'No exact count',
    );
    await expect(readPublicCounted('x', { fetchImpl: counted('0-0/*') })).rejects.toThrow(
      'No exact count',
    );
  });
});
