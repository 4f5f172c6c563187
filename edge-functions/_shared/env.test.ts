import { describe, expect, it } from 'vitest';
import { loadEnv, MissingSecretError, PAYSTACK_DEFAULT_BASE_URL, paystackEnv } from './env.ts';

describe('paystackEnv', () => {
  it('defaults PAYSTACK_BASE_URL to Paystack’s API when it is not set', () => {
    const env = loadEnv(paystackEnv, { PAYSTACK_SECRET_KEY: 'sk_live_abc' });
    expect(env.PAYSTACK_BASE_URL).toBe('https://api.paystack.co');
    expect(PAYSTACK_DEFAULT_BASE_URL).toBe('https://api.paystack.co');
  });

  it('keeps a base URL that is set (the local stack’s dev provider)', () => {
    const env = loadEnv(paystackEnv, {
      PAYSTACK_SECRET_KEY: 'sk_test_abc',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:54321/_dev/paystack',
    });
    expect(env.PAYSTACK_BASE_URL).toBe('http://127.0.0.1:54321/_dev/paystack');
  });

  it('still requires the secret key, and refuses a base URL that is not a URL', () => {
    expect(() => loadEnv(paystackEnv, {})).toThrow(MissingSecretError);
    expect(() =>
      loadEnv(paystackEnv, { PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_BASE_URL: 'nope' }),
    ).toThrow('PAYSTACK_BASE_URL');
  });
});
