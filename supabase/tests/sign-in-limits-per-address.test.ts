import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from './support/database.ts';

// Failed sign-ins count per account and client address (the hook's metadata.ip_address), so
// nobody pauses an account for its owner from elsewhere. The HTTP side is
// local-stack/test/auth/account-limits-per-address.test.ts.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const PAUSED = /^Too many failed sign-in attempts: sign-in to this account is paused\./;

async function newUser(withFactor: boolean): Promise<string> {
  const id = randomUUID();
  await database.db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, created_at)
     values ($1, 'authenticated', 'authenticated', $2, 'hash-1', now())`,
    [id, `limits-${id}@csan.test`],
  );
  if (withFactor) {
    await database.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status)
       values ($1, $2, 'phone app', 'totp', 'verified')`,
      [randomUUID(), id],
    );
  }
  return id;
}

async function attempt(user: string, address: string | null, valid: boolean) {
  const event: Record<string, unknown> = { user_id: user, valid };
  if (address) event.metadata = { name: 'password-verification', ip_address: address };
  const { rows } = await database.db.query<{ result: { decision: string; message?: string } }>(
    'select public.hook_password_verification_attempt($1::jsonb) as result',
    [JSON.stringify(event)],
  );
  const result = rows[0]?.result;
  if (!result) throw new Error('no hook answer');
  return result;
}

async function failFrom(user: string, addresses: string[], each: number) {
  for (const address of addresses) {
    for (let i = 0; i < each; i += 1) await attempt(user, address, false);
  }
}

describe('password attempts per account and address', () => {
  it('pauses only the address the failures came from: the owner signs in from theirs', async () => {
    const user = await newUser(true);
    await failFrom(user, ['203.0.113.10'], 10);
    const attacker = await attempt(user, '203.0.113.10', true);
    expect(attacker.decision).toBe('reject');
    expect(attacker.message).toMatch(PAUSED);
    expect(await attempt(user, '198.51.100.20', true)).toEqual({ decision: 'continue' });
  });

  it('never pauses an account with a verified factor from everywhere', async () => {
    const user = await newUser(true);
    const spoofed = Array.from({ length: 12 }, (_, i) => `203.0.113.${100 + i}`);
    await failFrom(user, spoofed, 9);
    expect(await attempt(user, '198.51.100.21', true)).toEqual({ decision: 'continue' });
  });

  it('pauses an account without a factor after 50 failures from anywhere, until a new password', async () => {
    const user = await newUser(false);
    const spoofed = Array.from({ length: 6 }, (_, i) => `203.0.113.${120 + i}`);
    await failFrom(user, spoofed, 9);
    // 54 failures: the account's own count paused it, for every address.
    const owner = await attempt(user, '198.51.100.22', true);
    expect(owner.decision).toBe('reject');
    expect(owner.message).toMatch(PAUSED);

    // The owner's reset sets a new password: every failure is forgotten.
    await database.db.query(`update auth.users set encrypted_password = 'hash-2' where id = $1`, [
      user,
    ]);
    expect(await attempt(user, '198.51.100.22', true)).toEqual({ decision: 'continue' });
  });

  it('does not let a correct password refused at its address clear the account count', async () => {
    const user = await newUser(false);
    await failFrom(user, ['203.0.113.140'], 10);
    expect((await attempt(user, '203.0.113.140', true)).decision).toBe('reject');
    const { rows } = await database.db.query<{ failures: number }>(
      `select failures from public.auth_attempt_counters
        where user_id = $1 and kind = 'password' and client_address = ''`,
      [user],
    );
    expect(rows).toEqual([{ failures: 10 }]);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it does not help', async () => {
    const user = await newUser(true);
    for (let i = 0; i < 10; i += 1) await attempt(user, `2001:db8:1:2::${i + 1}`, false);
    expect((await attempt(user, '2001:db8:1:2:ffff::9', true)).message).toMatch(PAUSED);
    expect(await attempt(user, '2001:db8:1:3::1', true)).toEqual({ decision: 'continue' });
  });

  it('counts an IPv4-mapped address as its IPv4 address', async () => {
    const { rows } = await database.db.query<{ client: string }>(
      `select public.auth_attempt_client(a) as client
         from unnest(array['::ffff:192.0.2.7', '192.0.2.7', ' 2001:DB8::5 ', 'not an ip', '', null])
           with ordinality as t(a, n) order by n`,
    );
    expect(rows.map((r) => r.client)).toEqual([
      '192.0.2.7',
      '192.0.2.7',
      '2001:db8::/64',
      'not an ip',
      '',
      '',
    ]);
  });

  it('counts per account as before when the event names no address', async () => {
    const user = await newUser(true);
    for (let i = 0; i < 10; i += 1) await attempt(user, null, false);
    expect((await attempt(user, null, true)).message).toMatch(PAUSED);
  });
});
