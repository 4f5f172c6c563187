import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const join = (email: string) =>
  asActor(
    database.db,
    actors.anon,
    'insert into waitlist (name, email) values ($1, $2)',
    ['Ama Visitor', email],
    { commit: true },
  );

describe('waitlist: one entry per e-mail', () => {
  it('lets a visitor join once and answers unique_violation the second time, in any case', async () => {
    expect(await join('ama.visitor@example.org')).toMatchObject({ ok: true, affectedRows: 1 });
    expect(await join('Ama.Visitor@Example.org')).toMatchObject({ ok: false, code: '23505' });
  });

  it('refuses an address that the seed already has on the list', async () => {
    expect(await join('pending@csan.test')).toMatchObject({ ok: false, code: '23505' });
  });
});
