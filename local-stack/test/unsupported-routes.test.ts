import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_AUTH_ROUTES } from '../src/auth/routes/unsupported.js';
import { UNSUPPORTED_STORAGE_ROUTES } from '../src/storage/routes-unsupported.js';
import { startTestStack, type TestStack } from '../src/testing/test-stack.js';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** Node 20 has no global WebSocket and supabase-js builds realtime eagerly; no channel is opened. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.stop();
});

async function call(method: string, path: string) {
  // Admin routes check the caller first, as GoTrue does: ask them as the service role.
  const key = path.startsWith('/auth/v1/admin/') ? stack.serviceRoleKey : stack.anonKey;
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A concrete path for a route pattern (`*` → a segment). */
const concrete = (pattern: string) => pattern.replace('*', 'anything/at/all');

describe('every answer is JSON in the owning service’s error shape', () => {
  it.each(UNSUPPORTED_AUTH_ROUTES)('auth $method $path → $status $code', async (route) => {
    const method = route.method === 'ALL' ? 'POST' : route.method;
    const { status, body } = await call(method, `/auth/v1${concrete(route.path)}`);
    expect(status).toBe(route.status);
    expect(body).toEqual({ code: route.code, message: route.message });
  });

  it.each(UNSUPPORTED_STORAGE_ROUTES)('storage $path → FeatureNotEnabled', async (route) => {
    const { status, body } = await call('GET', `/storage/v1${concrete(route.path)}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: '400',
      code: 'FeatureNotEnabled',
      error: 'FeatureNotEnabled',
      message: route.message,
    });
  });

  it('answers unknown routes of each service in its shape', async () => {
    expect(await call('GET', '/auth/v1/no-such-route')).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Not found' },
    });
    const storage = await call('POST', '/storage/v1/no-such-route');
    expect(storage.status).toBe(404);
    expect(storage.body).toMatchObject({ statusCode: '404', error: 'Not Found' });
    const rest = await call('GET', '/rest/v1/a/b/c');
    expect(rest).toMatchObject({ status: 404, body: { code: 'PGRST125' } });
    expect(await call('GET', '/no-such-service')).toEqual({
      status: 404,
      body: { message: 'no Route matched with those values' },
    });
  });

  it('lets supabase-js report an unsupported feature as an AuthApiError / StorageError', async () => {
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtime as unknown as RealtimeTransport },
    });
    const sso = await client.auth.signInWithSSO({ domain: 'example.org' });
    expect(sso.error?.name).toBe('AuthApiError');
    expect(sso.error?.code).toBe('saml_provider_disabled');
    const image = await client.storage.from('any').download('a.png', { transform: { width: 10 } });
    expect(image.error?.name).toBe('StorageApiError');
  });
});
