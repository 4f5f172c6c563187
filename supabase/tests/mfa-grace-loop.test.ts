import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from './support/database.ts';

// Issue 25 item 7: a locked-out member enrolled a factor and deleted it at once, getting a
// fresh 7-day deadline, weekly, forever. A grace period is granted at most once in 30 days.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function member(): Promise<string> {
  const id = randomUUID();
  await database.db.query(
    `insert into auth.users (id, aud, role, email, created_at)
     values ($1, 'authenticated', 'authenticated', $2, now() - interval '60 days')`,
    [id, `grace-${id}@csan.test`],
  );
  return id;
}

/** Enrols and verifies a factor, then deletes it (GoTrue's enrol, verify, unenroll). */
async function enrolThenDelete(userId: string): Promise<void> {
  const factorId = randomUUID();
  await database.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'CSAN', 'totp', 'verified', 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4')`,
    [factorId, userId],
  );
  await database.db.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

async function daysLeft(userId: string): Promise<number | undefined> {
  const { rows } = await database.db.query<{ days: number }>(
    'select mfa_setup_deadline - current_date as days from mfa_enforcement where user_id = $1',
    [userId],
  );
  return rows[0]?.days;
}

const movePast = (userId: string, days: number) =>
  database.db.query(
    `update mfa_enforcement
        set mfa_setup_deadline = mfa_setup_deadline - $2::int,
            mfa_disabled_at = mfa_disabled_at - make_interval(days => $2::int)
      where user_id = $1`,
    [userId, days],
  );

describe('the MFA grace period', () => {
  it('is granted once when the last factor goes; the enrol-then-delete loop does not renew it', async () => {
    const id = await member();
    await enrolThenDelete(id);
    expect(await daysLeft(id)).toBe(7);
    // Eight days later the member is locked out, and tries the loop.
    await movePast(id, 8);
    expect(await daysLeft(id)).toBe(-1);
    await enrolThenDelete(id);
    expect(await daysLeft(id)).toBe(-1);
  });

  it('is granted again once 30 days have passed since the previous one began', async () => {
    const id = await member();
    await enrolThenDelete(id);
    await movePast(id, 31);
    await enrolThenDelete(id);
    expect(await daysLeft(id)).toBe(7);
  });
});
