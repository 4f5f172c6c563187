import { afterEach, describe, expect, it } from 'vitest';
import { DataError } from './data-error';
import { invokeFunction } from './invoke-function';
import { getSupabase, loadSupabase, resetSupabaseForTests } from './supabase';
import { createFakeSupabase, functionHttpError, ok } from './testing/fake-supabase';
import { provideTestClient } from './testing/test-client';

afterEach(() => resetSupabaseForTests());

async function thrownBy(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return error as DataError;
  }
  throw new Error('expected a DataError');
}

describe('invokeFunction', () => {
  it('sends the body to the named function and gives its answer', async () => {
    const fake = createFakeSupabase({ functions: () => ok({ status: 'invited' }) });
    provideTestClient(fake.client);
    await expect(
      invokeFunction<{ status: string }>('add-team-member', { body: { teamId: 't1' } }),
    ).resolves.toEqual({ status: 'invited' });
    expect(fake.functionCalls).toEqual([{ name: 'add-team-member', body: { teamId: 't1' } }]);
  });

  it("throws the error body's text, machine code, values and HTTP status", async () => {
    const fake = createFakeSupabase({
      functions: () =>
        functionHttpError(400, {
          error: 'This discount code is not valid for the Premium tier',
          code: 'discount_wrong_tier',
          params: { tier: 'Premium', ignored: { nested: true } },
        }),
    });
    provideTestClient(fake.client);
    const error = await thrownBy(invokeFunction('validate-discount-code', { body: {} }));
    expect(error).toMatchObject({
      message: 'This discount code is not valid for the Premium tier',
      code: 'discount_wrong_tier',
      params: { tier: 'Premium' },
      status: 400,
      kind: 'invalid',
      source: 'function',
    });
    expect(error.serverMessage).toBe('This discount code is not valid for the Premium tier');
  });

  it('reads `message` when the body has no `error`, and classes by status', async () => {
    provideTestClient(
      createFakeSupabase({ functions: () => functionHttpError(429, { message: 'Slow down' }) })
        .client,
    );
    const error = await thrownBy(invokeFunction('send-waitlist-invitation'));
    expect(error).toMatchObject({ message: 'Slow down', status: 429, kind: 'rate-limited' });
  });

  it('a body that is not JSON keeps only the status; the generic text is no server message', async () => {
    const context = new Response('<html>Bad gateway</html>', { status: 502 });
    const fake = createFakeSupabase({
      functions: () => ({
        data: null,
        error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
          context,
        }),
      }),
    });
    provideTestClient(fake.client);
    const error = await thrownBy(invokeFunction('verify-payment'));
    expect(error).toMatchObject({ status: 502, code: null, kind: 'unknown' });
    expect(error.serverMessage).toBeNull();
  });

  it('a failure without an answer (network) is a DataError too', async () => {
    const fake = createFakeSupabase({
      functions: () => ({ data: null, error: new TypeError('Failed to fetch') }),
    });
    provideTestClient(fake.client);
    const error = await thrownBy(invokeFunction('verify-payment'));
    expect(error).toMatchObject({ kind: 'network', status: null, source: 'function' });
    expect(error.serverMessage).toBeNull();
  });

  it('checks the answer with `parse`; an unreadable answer is an unknown DataError', async () => {
    provideTestClient(createFakeSupabase({ functions: () => ok({ nope: 1 }) }).client);
    const parse = (data: unknown) => {
      if (typeof (data as { success?: unknown }).success !== 'boolean') throw new Error('bad');
      return data as { success: boolean };
    };
    const error = await thrownBy(invokeFunction('verify-payment', { parse }));
    expect(error.kind).toBe('unknown');
  });
});

describe('provideTestClient (the one test seam)', () => {
  it('makes loadSupabase and getSupabase give the fake, a getter is read per call, null restores', async () => {
    const first = createFakeSupabase().client;
    const second = createFakeSupabase().client;
    let current = first;
    provideTestClient(() => current);
    await expect(loadSupabase()).resolves.toBe(first);
    current = second;
    expect(getSupabase()).toBe(second);
    provideTestClient(null);
    expect(() => getSupabase()).toThrow(/not loaded yet/);
  });
});
