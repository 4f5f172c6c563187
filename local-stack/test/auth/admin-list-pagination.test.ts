import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { authFetch, client, PASSWORD, startAuthStack, uniqueEmail } from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack();
  const admin = client(stack, stack.serviceRoleKey).auth.admin;
  for (const prefix of ['one', 'two', 'three']) {
    const { error } = await admin.createUser({ email: uniqueEmail(prefix), password: PASSWORD });
    expect(error).toBeNull();
  }
});
afterAll(async () => {
  await stack?.stop();
});

// GoTrue parses page/per_page with strconv.ParseUint and answers 400 validation_failed
// ("Bad Pagination Parameters: …") for anything else; it never falls back to page 1.
describe('admin listUsers pagination', () => {
  it('pages through users with valid parameters', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const { data, error } = await admin.listUsers({ page: 2, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect(data).toMatchObject({ total: 3, lastPage: 2 });
  });

  it.each([
    ['page=abc', 'abc'],
    ['page=-1', '-1'],
    ['per_page=1.5', '1.5'],
  ])('answers 400 validation_failed for %s', async (query, value) => {
    const res = await authFetch(stack, `/admin/users?${query}`, {
      headers: {
        apikey: stack.serviceRoleKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`,
    });
  });

  it('reaches supabase-js as an error, not as page 1', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const { data, error } = await admin.listUsers({ page: -1 });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(data.users).toEqual([]);
  });
});

// A user's identities and factors were read with two queries at once on the transaction's one
// connection (all users' at once for a list): node-postgres queues them but warns that pg 9
// refuses it. Seen on PostgreSQL only (PGlite's adapter runs one query at a time anyway).
describe('one query at a time on a transaction', () => {
  it('lists users and reads one without node-postgres warning of overlapping queries', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const admin = client(stack, stack.serviceRoleKey).auth.admin;
      const { data, error } = await admin.listUsers({ page: 1, perPage: 50 });
      expect(error).toBeNull();
      expect(data.users).toHaveLength(3);
      const one = await admin.getUserById(data.users[0]?.id ?? '');
      expect(one.error).toBeNull();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
