import { describe, expect, it } from 'vitest';
import { invoke, newMember, usePaymentsStack } from './payments-support.js';

// Issue 25 item 7: validate-discount-code had no limit (200 calls in 4 s found the seeded
// codes). Checks are counted per member (30 in ten minutes) and per client address (100).
const { stack, sql } = usePaymentsStack();

const check = (supabase: Parameters<typeof invoke>[0], code: string) =>
  invoke(supabase, 'validate-discount-code', { code, tier: 'Professional', amountCents: 40000 });

describe('validate-discount-code', () => {
  it('refuses a member’s 31st check in ten minutes with 429, before looking at the code', async () => {
    const member = await newMember(stack());
    for (let i = 0; i < 30; i += 1) {
      expect((await check(member.supabase, `GUESS${i}`)).status).toBe(200);
    }
    const refused = await check(member.supabase, 'WELCOME10');
    expect(refused).toEqual({
      status: 429,
      body: {
        error: 'Too many discount code checks. Please try again in a few minutes.',
        code: 'discount_checks_limited',
      },
    });
    // Another member (same address, well under its 100) is still served.
    const other = await newMember(stack());
    expect((await check(other.supabase, 'WELCOME10')).status).toBe(200);
  }, 60_000);

  it('counts an address across members, an IPv6 client by its /64', async () => {
    const count = (address: string) =>
      sql('select public.count_discount_code_check(gen_random_uuid(), $1)', [address]);
    for (let i = 0; i < 100; i += 1) await count(`2001:db8:7:1::${(i + 1).toString(16)}`);
    await expect(count('2001:db8:7:1:ffff::1')).rejects.toMatchObject({ code: 'PT429' });
    await expect(count('2001:db8:7:2::1')).resolves.toBeDefined();
  });
});
