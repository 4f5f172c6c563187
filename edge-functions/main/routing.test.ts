import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bearerToken, functionNameOf, NO_JWT_FUNCTIONS, workerEnv } from './routing.ts';

describe('functionNameOf', () => {
  it('takes the first path segment as the function', () => {
    expect(functionNameOf('/verify-payment')).toBe('verify-payment');
    expect(functionNameOf('/paystack-webhook/extra/path')).toBe('paystack-webhook');
  });

  it('never serves shared code, the router itself, or a path that climbs out', () => {
    for (const path of ['/', '/_shared', '/main', '/..', '/../etc', '/%2e%2e', '/Verify-Payment']) {
      expect(functionNameOf(path)).toBeUndefined();
    }
  });
});

describe('verify_jwt', () => {
  it('lists exactly the functions supabase/config.toml deploys with verify_jwt = false', () => {
    const toml = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    const off = [...toml.matchAll(/^\[functions\.([a-z0-9-]+)\]\s*\nverify_jwt\s*=\s*false/gm)].map(
      (m) => m[1],
    );
    expect([...NO_JWT_FUNCTIONS].sort()).toEqual(off.sort());
  });

  it('reads a Bearer token only', () => {
    const req = (authorization?: string) =>
      new Request('http://fn.test/x', authorization ? { headers: { authorization } } : {});
    expect(bearerToken(req('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(req('Basic abc'))).toBeUndefined();
    expect(bearerToken(req())).toBeUndefined();
  });
});

describe('workerEnv', () => {
  it("passes the functions' secrets on, not the JWT secret nor the OS's variables", () => {
    const env = workerEnv({
      PATH: '/bin',
      HOME: '/root',
      JWT_SECRET: 's',
      VERIFY_JWT: 'true',
      SUPABASE_URL: 'http://kong:8000',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      MAIL_API_KEY: 're_x',
    });
    expect(Object.fromEntries(env)).toEqual({
      SUPABASE_URL: 'http://kong:8000',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      MAIL_API_KEY: 're_x',
    });
  });
});
