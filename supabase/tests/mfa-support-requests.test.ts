import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, userIds } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';

// Support requests: signed-in members only, under their own id, at most 5 open requests each.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const submit = (actor: Actor, userId: string | null, commit = false) =>
  asActor(
    database.db,
    actor,
    `insert into mfa_support_requests (user_id, request_type, description, contact_method)
     values ($1, 'locked_out', 'Please restore my access.', null)`,
    [userId],
    { commit },
  );

const openCount = async (userId: string) => {
  const { rows } = await database.db.query<{ n: number }>(
    `select count(*)::int as n from mfa_support_requests where user_id = $1 and status <> 'resolved'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
};

describe('who may submit', () => {
  it('refuses visitors, with or without an id', async () => {
    expect(await submit(actors.anon, null)).toMatchObject({ ok: false, code: '42501' });
    expect(await submit(actors.anon, userIds.lockedout)).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('lets a locked-out member submit under their own id', async () => {
    expect(await submit(actors.lockedout, userIds.lockedout)).toMatchObject({
      ok: true,
      affectedRows: 1,
    });
  });

  it("refuses a member's request without an id or under another member's id", async () => {
    expect(await submit(actors.student, null)).toMatchObject({ ok: false, code: '42501' });
    expect(await submit(actors.lockedout, userIds.student)).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe('at most 5 open requests per member', () => {
  it('refuses the 6th open request with PT429 (HTTP 429) and a clear message', async () => {
    const member = actors.professional;
    for (let i = 0; i < 5; i += 1) {
      expect(await submit(member, userIds.professional, true)).toMatchObject({ ok: true });
    }
    expect(await submit(member, userIds.professional)).toEqual({
      ok: false,
      code: 'PT429',
      message:
        'You already have 5 open support requests. Our team will contact you within 24-48 hours.',
    });
    // Another member is not affected.
    expect(await submit(actors.corporate, userIds.corporate)).toMatchObject({ ok: true });
  });

  it('counts only unresolved requests: resolving one frees a place', async () => {
    await database.db.query(
      `update mfa_support_requests set status = 'resolved', resolved_at = now()
        where id = (select id from mfa_support_requests where user_id = $1 limit 1)`,
      [userIds.professional],
    );
    expect(await openCount(userIds.professional)).toBe(4);
    expect(await submit(actors.professional, userIds.professional)).toMatchObject({ ok: true });
    await database.db.query(
      `update mfa_support_requests set status = 'in_progress'
        where user_id = $1 and status = 'pending'`,
      [userIds.professional],
    );
    expect(await submit(actors.professional, userIds.professional, true)).toMatchObject({
      ok: true,
    });
    expect(await submit(actors.professional, userIds.professional)).toMatchObject({
      ok: false,
      code: 'PT429',
    });
  });

  it(`holds under simultaneous inserts (${onPostgres ? 'PostgreSQL, overlapping' : 'PGlite, serialised'})`, async () => {
    const before = await openCount(userIds.student);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => submit(actors.student, userIds.student, true)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5 - before);
    expect(outcomes.filter((o) => !o.ok).map((o) => (o.ok ? '' : o.code))).toEqual(
      Array(3 + before).fill('PT429'),
    );
    expect(await openCount(userIds.student)).toBe(5);
  });
});
