import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

// Beta access requests: once per member and tool, read by the member and admins only.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  await asActor(
    database.db,
    actors.student,
    "insert into tool_beta_requests (tool_id) values ('momo-fraud-monitor')",
    [],
    { commit: true },
  );
});
afterAll(async () => {
  await database?.close();
});

const count = async (actor: (typeof actors)[keyof typeof actors]) => {
  const outcome = await asActor(database.db, actor, 'select * from tool_beta_requests');
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows.length;
};

describe('tool_beta_requests', () => {
  it('records the requester as the signed-in member', async () => {
    expect(await count(actors.student)).toBe(1);
  });

  it('takes one request per member and tool', async () => {
    const again = await asActor(
      database.db,
      actors.student,
      "insert into tool_beta_requests (tool_id) values ('momo-fraud-monitor')",
    );
    expect(again).toMatchObject({ ok: false, code: '23505' });
    const other = await asActor(
      database.db,
      actors.student,
      "insert into tool_beta_requests (tool_id) values ('incident-reporting-hub')",
    );
    expect(other.ok).toBe(true);
  });

  it("hides a member's request from other members, shows it to admins", async () => {
    expect(await count(actors.professional)).toBe(0);
    const anon = await asActor(database.db, actors.anon, 'select * from tool_beta_requests');
    expect(anon).toMatchObject({ ok: false, code: '42501' });
    expect(await count(actors.admin)).toBe(1);
  });

  it('refuses a tool id that is not a catalogue id', async () => {
    const bad = await asActor(
      database.db,
      actors.professional,
      "insert into tool_beta_requests (tool_id) values ('<script>')",
    );
    expect(bad).toMatchObject({ ok: false, code: '23514' });
  });

  it('lets the member withdraw their own request, nobody else', async () => {
    const byOther = await asActor(
      database.db,
      actors.professional,
      'delete from tool_beta_requests',
    );
    expect(byOther).toMatchObject({ ok: true, affectedRows: 0 });
    const own = await asActor(database.db, actors.student, 'delete from tool_beta_requests');
    expect(own).toMatchObject({ ok: true, affectedRows: 1 });
  });
});
