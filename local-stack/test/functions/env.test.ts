import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET, loadConfig } from '../../src/config.js';
import { functionEnv, LOCAL_PAYSTACK_SECRET_KEY } from '../../src/functions/env.js';
import { makeApiKeys } from '../../src/jwt.js';

/** The env the stack gives the functions, from the variables it was started with (no files touched). */
async function envFrom(variables: NodeJS.ProcessEnv) {
  const config = loadConfig({ API_URL: 'http://127.0.0.1:54321', ...variables });
  return functionEnv({ config, keys: await makeApiKeys(LOCAL_JWT_SECRET) });
}

describe('functionEnv: Paystack settings', () => {
  it('defaults to the dev provider and its fixed key', async () => {
    const env = await envFrom({});
    expect(env.PAYSTACK_SECRET_KEY).toBe(LOCAL_PAYSTACK_SECRET_KEY);
    expect(env.PAYSTACK_BASE_URL).toBe('http://127.0.0.1:54321/_dev/paystack');
  });

  it('a real test key from the environment goes to Paystack’s API (test mode)', async () => {
    const env = await envFrom({ PAYSTACK_SECRET_KEY: 'sk_test_0123456789abcdef' });
    expect(env.PAYSTACK_SECRET_KEY).toBe('sk_test_0123456789abcdef');
    expect(env.PAYSTACK_BASE_URL).toBe('https://api.paystack.co');
  });

  it('PAYSTACK_BASE_URL from the environment wins, with or without a key', async () => {
    const mock = 'http://127.0.0.1:9999/paystack';
    expect((await envFrom({ PAYSTACK_BASE_URL: mock })).PAYSTACK_BASE_URL).toBe(mock);
    const both = await envFrom({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_BASE_URL: mock });
    expect(both).toMatchObject({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_BASE_URL: mock });
  });
});
