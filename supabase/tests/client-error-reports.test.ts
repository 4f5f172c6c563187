import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, userIds } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

/**
 * Error reports (reportError in @csan/shared-auth): anyone writes one through
 * report_client_error, within size and rate limits, with no personal data beyond the user id;
 * only admins (at aal2 once they have a factor) read them, grouped by remote and version.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

let address = 0;
/** A client address of its own for each call that should not share a budget. */
const freshClient = () => {
  address += 1;
  return { 'x-forwarded-for': `198.51.100.${address}` };
};

type Report = {
  remote?: string;
  message?: string;
  source?: string;
  version?: string | null;
  action?: string | null;
  stack?: string | null;
  path?: string | null;
};

function report(
  actor: Actor,
  values: Report = {},
  headers: Record<string, string> = freshClient(),
  commit = true,
) {
  const r = { remote: 'library', message: 'Boom', source: 'query', ...values };
  return asActor(
    database.db,
    actor,
    'select public.report_client_error($1, $2, $3, $4, $5, $6, $7)',
    [r.remote, r.message, r.source, r.version ?? null, r.action ?? null, r.stack ?? null, r.path],
    { commit, headers },
  );
}

/** The stored rows, read as the service (no RLS). */
async function stored(where: string) {
  const { rows } = await database.db.query<Record<string, unknown>>(
    `select * from public.client_error_reports where ${where} order by report_id`,
  );
  return rows;
}

describe('writing a report', () => {
  it('a visitor and a member at aal1 with a factor may report; the user id is the JWT’s', async () => {
    expect(await report(actors.anon, { message: 'visitor boom' })).toMatchObject({ ok: true });
    expect(await report(actors.partnerAal1, { message: 'aal1 boom' })).toMatchObject({
      ok: true,
    });
    const [visitor] = await stored(`message = 'visitor boom'`);
    const [member] = await stored(`message = 'aal1 boom'`);
    expect(visitor).toMatchObject({ user_id: null, remote: 'library', version: 'unknown' });
    expect(member).toMatchObject({ user_id: userIds.partner });
  });

  it('cuts long texts to their limits instead of refusing them', async () => {
    const outcome = await report(actors.student, {
      message: `long ${'m'.repeat(5000)}`,
      stack: 's'.repeat(20_000),
      version: 'v'.repeat(500),
      action: 'a'.repeat(500),
      path: `/${'p'.repeat(1000)}`,
    });
    expect(outcome).toMatchObject({ ok: true });
    const [row] = await stored(`message like 'long %'`);
    expect(String(row?.message)).toHaveLength(1000);
    expect(String(row?.stack)).toHaveLength(4000);
    expect(String(row?.version)).toHaveLength(64);
    expect(String(row?.action)).toHaveLength(100);
    expect(String(row?.path)).toHaveLength(300);
  });

  it('keeps no personal data: addresses and tokens masked, no query string or hash', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    await report(actors.student, {
      message: 'User ama.mensah@example.org already registered',
      stack: `at fetch (Bearer ${token})`,
      path: '/checkout?email=ama@example.org#access_token=abc',
    });
    const [row] = await stored(`message like 'User % already registered'`);
    expect(row).toMatchObject({
      message: 'User <email> already registered',
      stack: 'at fetch (Bearer <token>)',
      path: '/checkout',
    });
  });

  it('refuses hostile input with a 4xx code, never a server error', async () => {
    for (const values of [
      { remote: 'Library!' },
      { remote: 'x'.repeat(65) },
      { remote: '' },
      { source: 'cron' },
      { message: '   ' },
    ]) {
      expect(await report(actors.anon, values)).toMatchObject({ ok: false, code: '22023' });
    }
  });

  it('clients cannot write, change or delete the table directly', async () => {
    for (const sql of [
      "insert into public.client_error_reports (remote, source, message) values ('x', 'query', 'forged')",
      "update public.client_error_reports set message = 'changed'",
      'delete from public.client_error_reports',
    ]) {
      for (const actor of [actors.anon, actors.student, actors.admin]) {
        const outcome = await asActor(database.db, actor, sql);
        expect(outcome.ok && outcome.affectedRows > 0).toBe(false);
      }
    }
  });
});

describe('the hourly limit', () => {
  it('takes 30 reports an hour from a client address, then answers PT429 (429)', async () => {
    const client = { 'x-forwarded-for': '203.0.113.250, 192.0.2.77' };
    for (let i = 0; i < 30; i += 1) {
      expect(await report(actors.anon, { message: `burst ${i}` }, client)).toMatchObject({
        ok: true,
      });
    }
    expect(await report(actors.anon, { message: 'burst 30' }, client)).toMatchObject({
      ok: false,
      code: 'PT429',
    });
    // Another address is not affected; spoofing the left hops changes nothing.
    expect(await report(actors.anon, {}, { 'x-forwarded-for': '192.0.2.78' })).toMatchObject({
      ok: true,
    });
    expect(
      await report(actors.anon, {}, { 'x-forwarded-for': '192.0.2.99, 192.0.2.77' }),
    ).toMatchObject({ ok: false, code: 'PT429' });
  });

  it('counts a signed-in member by user id, wherever they send from', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect(await report(actors.corporate, { message: `member ${i}` })).toMatchObject({
        ok: true,
      });
    }
    // A new address for each call: still the same member's budget.
    expect(await report(actors.corporate, { message: 'member 30' })).toMatchObject({
      ok: false,
      code: 'PT429',
    });
    expect(await report(actors.professional, { message: 'someone else' })).toMatchObject({
      ok: true,
    });
  });
});

describe('reading reports', () => {
  it('only admins read them, at aal2 once they have a factor', async () => {
    await report(actors.anon, { message: 'readable' });
    for (const relation of ['client_error_reports', 'client_error_groups']) {
      const sql = `select * from public.${relation} where message = 'readable'`;
      const allowed = await asActor(database.db, actors.admin, sql);
      expect(allowed).toMatchObject({ ok: true });
      expect(allowed.ok && allowed.rows.length).toBe(1);
      for (const actor of [actors.anon, actors.student, actors.partner, actors.adminAal1]) {
        const outcome = await asActor(database.db, actor, sql);
        expect(outcome.ok ? outcome.rows.length : 0).toBe(0);
      }
    }
  });

  it('groups them by remote, version, source and message, latest details first', async () => {
    const first = freshClient();
    await report(
      actors.anon,
      { remote: 'tools', version: '2.0.1', message: 'Grouped', path: '/a' },
      first,
    );
    await report(actors.student, {
      remote: 'tools',
      version: '2.0.1',
      message: 'Grouped',
      path: '/b',
    });
    await report(actors.partner, {
      remote: 'tools',
      version: '2.0.1',
      message: 'Grouped',
      path: '/c',
    });
    await report(actors.student, { remote: 'tools', version: '2.0.2', message: 'Grouped' });
    const outcome = await asActor(
      database.db,
      actors.admin,
      `select remote, version, reports, users, last_path from public.client_error_groups
       where remote = 'tools' and message = 'Grouped' order by version`,
    );
    expect(outcome.ok && outcome.rows).toEqual([
      { remote: 'tools', version: '2.0.1', reports: 3, users: 2, last_path: '/c' },
      { remote: 'tools', version: '2.0.2', reports: 1, users: 1, last_path: null },
    ]);
  });
});
