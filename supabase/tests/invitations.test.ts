import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  await database.db.exec(`
    insert into invitation_tokens (token, email, used_at, expires_at) values
      ('fresh-token', 'fresh@example.com', null, now() + interval '1 day'),
      ('just-used', 'started@example.com', now() - interval '5 minutes', now() + interval '1 day'),
      ('other-used', 'someone@example.com', now() - interval '5 minutes', now() + interval '1 day'),
      ('long-used', 'old@example.com', now() - interval '2 hours', now() + interval '1 day'),
      ('unmarked', 'unmarked@example.com', null, now() + interval '1 day');`);
});
afterAll(async () => {
  await database?.close();
});

/**
 * The hook as GoTrue calls it: as supabase_auth_admin, with the user being created (signUp's
 * options.data arrive as user.user_metadata).
 */
async function hook(email: string, token?: string) {
  return database.db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
    const user = { email, user_metadata: token === undefined ? {} : { invitation_token: token } };
    const event = { metadata: { uuid: 'x', name: 'before-user-created' }, user };
    const { rows } = await tx.query<{ r: unknown }>(
      'select public.hook_before_user_created($1::jsonb) as r',
      [JSON.stringify(event)],
    );
    return rows[0]?.r;
  });
}

const refusal = { error: { http_code: 403, message: 'Invalid or expired invitation link' } };

describe('hook_before_user_created', () => {
  it.each([
    ['its token, marked used by this sign-up minutes ago', 'started@example.com', 'just-used', {}],
    ['the same, the address in other case', ' STARTED@example.com', 'just-used', {}],
    ['an invited address without the token', 'started@example.com', undefined, refusal],
    ['an invited address with a wrong token', 'started@example.com', 'not-a-token', refusal],
    ['the token of another address', 'started@example.com', 'other-used', refusal],
    ['a valid token never marked used', 'unmarked@example.com', 'unmarked', refusal],
    ['a token marked used hours ago', 'old@example.com', 'long-used', refusal],
    ['the seeded expired invitation', 'late@csan.test', 'csan-demo-invite-expired', refusal],
    ['no invitation', 'stranger@example.com', undefined, refusal],
  ])('answers a sign-up with %s', async (_case, email, token, expected) => {
    expect(await hook(email, token)).toEqual(expected);
  });

  it('reads the token from user_metadata only, never from another field', async () => {
    const answer = await database.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
      const user = { email: 'started@example.com', invitation_token: 'just-used' };
      const { rows } = await tx.query<{ r: unknown }>(
        'select public.hook_before_user_created($1::jsonb) as r',
        [JSON.stringify({ user })],
      );
      return rows[0]?.r;
    });
    expect(answer).toEqual(refusal);
  });

  it.each(['anon', 'student', 'admin'] as const)('cannot be called by %s', async (actor) => {
    const outcome = await asActor(
      database.db,
      actors[actor],
      `select hook_before_user_created('{}'::jsonb)`,
    );
    expect(outcome.ok ? 'ok' : outcome.code).toBe('42501');
  });
});

describe('invitation RPCs', () => {
  it('get_invitation reveals only the e-mail of a valid token', async () => {
    const outcome = await asActor(
      database.db,
      actors.anon,
      `select * from get_invitation('fresh-token')`,
    );
    expect(outcome.ok && outcome.rows.map((r) => r.email)).toEqual(['fresh@example.com']);
    const used = await asActor(
      database.db,
      actors.anon,
      `select * from get_invitation('just-used')`,
    );
    expect(used.ok && used.rows).toEqual([]);
  });

  it('start_invitation_signup marks a token used once', async () => {
    const first = await asActor(
      database.db,
      actors.anon,
      `select start_invitation_signup('fresh-token') as ok`,
      [],
      {
        commit: true,
      },
    );
    const second = await asActor(
      database.db,
      actors.anon,
      `select start_invitation_signup('fresh-token') as ok`,
    );
    expect([first.ok && first.rows[0]?.ok, second.ok && second.rows[0]?.ok]).toEqual([true, false]);
    // Marked used by sign-up start: the sign-up carrying it is admitted, a bare one is not.
    expect(await hook('fresh@example.com', 'fresh-token')).toEqual({});
    expect(await hook('fresh@example.com')).toEqual(refusal);
  });
});
