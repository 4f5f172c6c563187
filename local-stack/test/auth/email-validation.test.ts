import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { startAuthStack } from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('e-mail addresses are validated as GoTrue does', () => {
  it.each(['xx:;x@x.x', 'a b@example.org', 'no-at-sign.example.org'])(
    'refuses %s with 400 email_address_invalid',
    async (email) => {
      const res = await fetch(`${stack.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: {
          apikey: stack.serviceRoleKey,
          authorization: `Bearer ${stack.serviceRoleKey}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email, password: 'long-enough-1' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'email_address_invalid',
        message: 'Unable to validate email address: invalid format',
      });
    },
  );
});
