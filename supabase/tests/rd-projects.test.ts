import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, userIds } from './support/actors.ts';
import { asActor, succeeded } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * R&D projects, their teams, deliverables and messages: who sees a project is its manager, its
 * team and admins. The matrix of supabase/README.md for these tables, cell by cell, over the
 * seed plus: the partner and the locked-out member on the Professional's "Mobile Money Threat
 * Model" (P), one deliverable and one message on it; the Corporate member's project (Q) has no
 * team. Each probe runs in its own rolled-back transaction, as in rls-matrix.test.ts.
 */
interface Probe {
  table: string;
  operation: string;
  sql: string;
  params?: (ids: Ids) => unknown[];
  allowed: ActorName[];
}

type Ids = { p: string; q: string };

// A session that still owes its second factor (the admin's and the partner's at aal1) sees no
// project data: to the database it is a visitor.
const admins: ActorName[] = ['admin'];
const seesP: ActorName[] = ['professional', 'partner', ...admins];
const seesQ: ActorName[] = ['corporate', ...admins];
const onlyP = ({ p }: Ids) => [p];
const onlyQ = ({ q }: Ids) => [q];

const probes: Probe[] = [
  // rd_projects: the team reads the project it is on
  {
    table: 'rd_projects',
    operation: 'read P (manager, team, admins)',
    sql: 'select * from rd_projects where project_id = $1',
    params: onlyP,
    allowed: seesP,
  },
  {
    table: 'rd_projects',
    operation: 'read Q (no team)',
    sql: 'select * from rd_projects where project_id = $1',
    params: onlyQ,
    allowed: seesQ,
  },
  {
    table: 'rd_projects',
    operation: 'change the status of P',
    sql: "update rd_projects set status = 'on_hold' where project_id = $1",
    params: onlyP,
    allowed: ['professional'],
  },
  {
    table: 'rd_projects',
    operation: 'hand P to another manager',
    sql: 'update rd_projects set project_manager_id = $2 where project_id = $1',
    params: ({ p }) => [p, userIds.partner],
    allowed: [],
  },

  // rd_project_members
  {
    table: 'rd_project_members',
    operation: "read P's team",
    sql: 'select * from rd_project_members where project_id = $1',
    params: onlyP,
    allowed: seesP,
  },
  {
    table: 'rd_project_members',
    operation: 'join P directly',
    sql: 'insert into rd_project_members (project_id, user_id) values ($1, auth.uid())',
    params: onlyP,
    allowed: [],
  },
  {
    table: 'rd_project_members',
    operation: 'change a membership',
    sql: 'update rd_project_members set added_at = now() where project_id = $1',
    params: onlyP,
    allowed: [],
  },
  {
    table: 'rd_project_members',
    operation: 'remove a member of P',
    sql: 'delete from rd_project_members where project_id = $1 and user_id = $2',
    params: ({ p }) => [p, userIds.partner],
    allowed: ['professional'],
  },
  {
    table: 'add_rd_project_member()',
    operation: 'add the Corporate member to P by e-mail',
    sql: "select add_rd_project_member($1, ' Corporate@CSAN.test ')",
    params: onlyP,
    allowed: ['professional'],
  },
  {
    table: 'add_rd_project_member()',
    operation: 'add oneself to Q',
    sql: "select add_rd_project_member($1, auth.jwt() ->> 'email')",
    params: onlyQ,
    allowed: [],
  },
  {
    table: 'rd_project_team()',
    operation: "read P's team with names",
    sql: 'select * from rd_project_team($1)',
    params: onlyP,
    allowed: seesP,
  },
  {
    table: 'rd_project_team()',
    operation: "read P's team e-mail addresses",
    sql: 'select * from rd_project_team($1) where email is not null',
    params: onlyP,
    allowed: ['professional', ...admins],
  },

  // rd_project_deliverables
  {
    table: 'rd_project_deliverables',
    operation: "read P's",
    sql: 'select * from rd_project_deliverables where project_id = $1',
    params: onlyP,
    allowed: seesP,
  },
  {
    table: 'rd_project_deliverables',
    operation: 'add to P',
    sql: "insert into rd_project_deliverables (project_id, title, due_date) values ($1, 'Report', current_date + 7) returning *",
    params: onlyP,
    allowed: ['professional'],
  },
  {
    table: 'rd_project_deliverables',
    operation: 'add to Q',
    sql: "insert into rd_project_deliverables (project_id, title) values ($1, 'Report') returning *",
    params: onlyQ,
    allowed: ['corporate'],
  },
  {
    table: 'rd_project_deliverables',
    operation: "mark P's done",
    sql: 'update rd_project_deliverables set done = true where project_id = $1',
    params: onlyP,
    allowed: ['professional'],
  },
  {
    table: 'rd_project_deliverables',
    operation: "move P's to Q",
    sql: 'update rd_project_deliverables set project_id = $2 where project_id = $1',
    params: ({ p, q }) => [p, q],
    allowed: [],
  },
  {
    table: 'rd_project_deliverables',
    operation: "remove P's",
    sql: 'delete from rd_project_deliverables where project_id = $1',
    params: onlyP,
    allowed: ['professional'],
  },

  // rd_project_messages
  {
    table: 'rd_project_messages',
    operation: "read P's thread",
    sql: 'select * from rd_project_messages where project_id = $1',
    params: onlyP,
    allowed: seesP,
  },
  {
    table: 'rd_project_messages',
    operation: 'post to P',
    sql: "insert into rd_project_messages (project_id, body) values ($1, 'Draft ready') returning *",
    params: onlyP,
    allowed: ['professional', 'partner', 'admin'],
  },
  {
    table: 'rd_project_messages',
    operation: 'post to Q',
    sql: "insert into rd_project_messages (project_id, body) values ($1, 'Hello') returning *",
    params: onlyQ,
    allowed: ['corporate', 'admin'],
  },
  {
    table: 'rd_project_messages',
    operation: 'post to P as someone else',
    sql: "insert into rd_project_messages (project_id, body, author_id) values ($1, 'Hi', $2) returning *",
    params: ({ p }) => [p, userIds.professional],
    allowed: [],
  },
  {
    table: 'rd_project_messages',
    operation: 'edit a message',
    sql: "update rd_project_messages set body = 'Changed' where project_id = $1",
    params: onlyP,
    allowed: [],
  },
  {
    table: 'rd_project_messages',
    operation: 'delete a message',
    sql: 'delete from rd_project_messages where project_id = $1',
    params: onlyP,
    allowed: [],
  },
];

let database: TestDatabase;
let ids: Ids;

const asService = async (sql: string, params: unknown[] = []) => {
  const outcome = await asActor(database.db, serviceRole, sql, params, { commit: true });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows;
};

beforeAll(async () => {
  database = await openSeededDatabase();
  const projectOf = async (name: string) => {
    const [row] = await asService('select project_id from rd_projects where project_name = $1', [
      name,
    ]);
    return String(row?.project_id);
  };
  ids = {
    p: await projectOf('Mobile Money Threat Model'),
    q: await projectOf('Board Cyber Risk Dashboard'),
  };
  await asService(
    'insert into rd_project_members (project_id, user_id) values ($1, $2), ($1, $3)',
    [ids.p, userIds.partner, userIds.lockedout],
  );
  await asService(
    "insert into rd_project_deliverables (project_id, title, due_date) values ($1, 'Threat model v1', current_date + 30)",
    [ids.p],
  );
  await asService(
    "insert into rd_project_messages (project_id, author_id, body) values ($1, $2, 'Kick-off on Monday')",
    [ids.p, userIds.professional],
  );
});
afterAll(async () => {
  await database?.close();
});

describe.each(allActors)('as $name', (actor) => {
  it.each(probes)('$table: $operation', async (probe) => {
    const outcome = await asActor(database.db, actor, probe.sql, probe.params?.(ids) ?? []);
    const expected = probe.allowed.includes(actor.name);
    expect(
      { allowed: succeeded(outcome), outcome: outcome.ok ? 'ok' : outcome.code },
      outcome.ok ? `rows ${outcome.rows.length}/${outcome.affectedRows}` : outcome.message,
    ).toMatchObject({ allowed: expected });
  });
});

describe('add_rd_project_member: the refusals the page translates', () => {
  const add = (email: string, project = ids.p) =>
    asActor(database.db, actors.professional, 'select add_rd_project_member($1, $2) as added', [
      project,
      email,
    ]);

  it('answers the member added, with their name', async () => {
    const outcome = await add('corporate@csan.test');
    expect(outcome).toMatchObject({
      ok: true,
      rows: [{ added: { user_id: userIds.corporate, full_name: expect.any(String) } }],
    });
  });

  it.each([
    ['an address no account has', 'nobody@example.com', 'P0002'],
    ['a Student, whose membership does not include R&D projects', 'student@csan.test', '22023'],
    ['someone already on the team', 'partner@csan.test', '23505'],
    ['the manager', 'professional@csan.test', '23505'],
  ])('refuses %s', async (_what, email, code) => {
    expect(await add(email)).toMatchObject({ ok: false, code });
  });

  it('refuses a project the caller does not manage, and one that does not exist', async () => {
    expect(await add('corporate@csan.test', ids.q)).toMatchObject({ ok: false, code: '42501' });
    expect(await add('corporate@csan.test', '00000000-0000-4000-8000-00000000dead')).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe('rd_project_messages: the database names the author', () => {
  it('stamps the name and what the author is to the project; trims the text', async () => {
    const post = (actor: (typeof actors)[keyof typeof actors]) =>
      asActor(
        database.db,
        actor,
        "insert into rd_project_messages (project_id, body) values ($1, '  Noted  ') returning author_id, author_name, author_role, body",
        [ids.p],
      );
    const names = await asService(
      'select user_id, full_name from profiles where user_id = any($1)',
      [[userIds.professional, userIds.partner, userIds.admin]],
    );
    const nameOf = (id: string) => names.find((row) => row.user_id === id)?.full_name;
    expect(await post(actors.professional)).toMatchObject({
      ok: true,
      rows: [
        {
          author_id: userIds.professional,
          author_name: nameOf(userIds.professional),
          author_role: 'manager',
          body: 'Noted',
        },
      ],
    });
    expect(await post(actors.partner)).toMatchObject({
      ok: true,
      rows: [{ author_name: nameOf(userIds.partner), author_role: 'member' }],
    });
    expect(await post(actors.admin)).toMatchObject({
      ok: true,
      rows: [{ author_name: nameOf(userIds.admin), author_role: 'admin' }],
    });
  });

  it('refuses an empty message', async () => {
    const outcome = await asActor(
      database.db,
      actors.professional,
      "insert into rd_project_messages (project_id, body) values ($1, '   ')",
      [ids.p],
    );
    expect(outcome).toMatchObject({ ok: false, code: '23514' });
  });
});
