import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { DEMO, signIn, signInAal2, startSeededStack } from './seeded.js';

// Issue 25 item 7: any member learnt who the admins are through rpc/has_role with another
// user's id.
let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterAll(async () => {
  await stack?.stop();
});

const ask = async (supabase: ReturnType<typeof client>, userId: string) => {
  const { data, error } = await supabase.rpc('has_role', { _user_id: userId, _role: 'admin' });
  expect(error).toBeNull();
  return data;
};

describe('rpc/has_role', () => {
  it('tells a member nothing about another user', async () => {
    const student = await signIn(stack, 'student');
    expect(await ask(student, DEMO.admin.id)).toBe(false);
    expect(await ask(student, DEMO.partner.id)).toBe(false);
    // A visitor may not call it at all.
    const anon = await client(stack).rpc('has_role', { _user_id: DEMO.admin.id, _role: 'admin' });
    expect(anon.error?.code).toBe('42501');
  });

  it('still answers the admin about themselves and others, and the service role', async () => {
    const admin = await signInAal2(stack, 'admin');
    expect(await ask(admin, DEMO.admin.id)).toBe(true);
    expect(await ask(admin, DEMO.student.id)).toBe(false);
    const service = client(stack, stack.serviceRoleKey);
    expect(await ask(service, DEMO.admin.id)).toBe(true);
  });

  it('policies asking about the caller are unchanged: the admin still reads every profile', async () => {
    const admin = await signInAal2(stack, 'admin');
    const { count, error } = await admin
      .from('profiles')
      .select('user_id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(1);
  });
});
