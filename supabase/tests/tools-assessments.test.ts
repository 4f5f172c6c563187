import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type ActorName, actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

// tools. (issue 30): who reads and writes an assessment, its answers, history, action plan and
// evidence files; the team workflow (invite, assign, validate, send back, submit) and its audit;
// the peer benchmark that never shows a group under 5 organisations.

const seeded = {
  finished: '00000000-0000-4000-8a00-000000000001',
  inProgress: '00000000-0000-4000-8a00-000000000002',
  contributor: '00000000-0000-4000-8a00-000000000101',
};
const aminaId = '00000000-0000-4000-8000-000000000007';
// The collaborator demo actor: tools flag, no factor (aal1 is all she has).
const amina: Actor = {
  name: 'amina' as ActorName,
  role: 'authenticated',
  userId: aminaId,
  claims: {
    sub: aminaId,
    role: 'authenticated',
    aal: 'aal1',
    email: 'amina.mensah@csan.test',
    aud: 'authenticated',
  },
};

let database: TestDatabase;
const run = (actor: Actor, sql: string, params: unknown[] = [], commit = false) =>
  asActor(database.db, actor, sql, params, { commit });
const rows = async (actor: Actor, sql: string, params: unknown[] = []) => {
  const outcome = await run(actor, sql, params);
  if (!outcome.ok) throw new Error(`${actor.name}: ${outcome.message}`);
  return outcome.rows;
};
const refused = (outcome: Outcome, code: string) => {
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: false, code });
};
const audit = async (action: string, assessmentId: string) =>
  (
    await database.db.query<{ user_id: string; source_app: string; action_details: unknown }>(
      "select user_id, source_app, action_details from audit_logs where action_type = $1 and action_details ->> 'assessment_id' = $2",
      [action, assessmentId],
    )
  ).rows;

/** A new CSF assessment owned by partner@, committed; its id. */
async function createAssessment(sector = 'finance', organisation = 'Test Org'): Promise<string> {
  const outcome = await run(
    actors.partner,
    `insert into tools_assessments (organisation, name, sector, country, size, framework_id)
     values ($1, 'Test', $2, 'GH', 'small', 'nist-csf-2.0') returning id`,
    [organisation, sector],
    true,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows[0]?.id as string;
}

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('reading an assessment', () => {
  const tables = [
    ['tools_assessments', 'id'],
    ['tools_answers', 'assessment_id'],
    ['tools_collaborators', 'assessment_id'],
    ['tools_answer_history', 'assessment_id'],
    ['tools_actions', 'assessment_id'],
  ] as const;

  it('the owner reads the seeded assessments, their answers and plan', async () => {
    expect(
      await rows(actors.partner, 'select id from tools_assessments order by created_at'),
    ).toEqual([{ id: seeded.finished }, { id: seeded.inProgress }]);
    expect(
      await rows(
        actors.partner,
        'select count(*)::int as n from tools_answers where assessment_id = $1',
        [seeded.finished],
      ),
    ).toEqual([{ n: 106 }]);
    expect(
      (
        await rows(actors.partner, 'select id from tools_actions where assessment_id = $1', [
          seeded.finished,
        ])
      ).length,
    ).toBe(2);
  });

  const outsiders: ActorName[] = [
    'student',
    'professional',
    'corporate',
    'admin',
    'partnerAal1',
    'lockedout',
  ];
  it.each(outsiders)('%s reads none of them (admins included)', async (name) => {
    for (const [table, column] of tables) {
      const outcome = await run(
        actors[name],
        `select 1 from ${table} where ${column} = any($1::uuid[])`,
        [[seeded.finished, seeded.inProgress, seeded.contributor]],
      );
      expect(outcome, `${name} on ${table}`).toMatchObject({ ok: true, rows: [] });
    }
  });

  it('anon is refused outright; a member with the flag but not on the team sees nothing', async () => {
    refused(await run(actors.anon, 'select 1 from tools_assessments'), '42501');
    expect(await rows(amina, 'select id from tools_assessments')).toEqual([]);
    // Nor another organisation's benchmark contribution, through the owner's own session.
    expect(
      await rows(actors.partner, 'select id from tools_assessments where id = $1', [
        seeded.contributor,
      ]),
    ).toEqual([]);
  });
});

describe('creating an assessment', () => {
  it('makes one answer per item and an audit entry with source tools', async () => {
    const id = await createAssessment();
    expect(
      await rows(
        actors.partner,
        "select count(*)::int as n, count(*) filter (where status = 'not_started')::int as open from tools_answers where assessment_id = $1",
        [id],
      ),
    ).toEqual([{ n: 106, open: 106 }]);
    expect(await audit('tools_assessment_created', id)).toEqual([
      {
        user_id: userIds.partner,
        source_app: 'tools',
        action_details: { assessment_id: id, framework_id: 'nist-csf-2.0' },
      },
    ]);
  });

  it('is refused without the tools flag, and hostile values are refused by the table', async () => {
    const insert = (actor: Actor, sector: string, country: string) =>
      run(
        actor,
        `insert into tools_assessments (organisation, name, sector, country, size, framework_id)
         values ('Org', 'Name', $1, $2, 'small', 'nist-csf-2.0')`,
        [sector, country],
      );
    refused(await insert(actors.professional, 'finance', 'GH'), '42501');
    refused(await insert(actors.partnerAal1, 'finance', 'GH'), '42501');
    refused(await insert(actors.partner, '<script>', 'GH'), '23514');
    refused(await insert(actors.partner, 'finance', 'gh'), '23514');
    refused(
      await run(
        actors.partner,
        `insert into tools_assessments (organisation, name, sector, country, size, framework_id)
         values ('Org', 'Name', 'finance', 'GH', 'small', 'no-such-framework')`,
      ),
      '23503',
    );
    // Status is the workflow's: no client sets it.
    refused(
      await run(
        actors.partner,
        `insert into tools_assessments (organisation, name, sector, country, size, framework_id, status)
         values ('Org', 'Name', 'finance', 'GH', 'small', 'nist-csf-2.0', 'submitted')`,
      ),
      '42501',
    );
  });
});

describe('deleting an assessment', () => {
  it('the owner deletes one in progress with its team; a collaborator may not', async () => {
    const id = await createAssessment('other', 'Deleted Org');
    await run(
      actors.partner,
      'select tools_invite_collaborator($1, $2)',
      [id, 'amina.mensah@csan.test'],
      true,
    );
    expect(await run(amina, 'delete from tools_assessments where id = $1', [id])).toMatchObject({
      ok: true,
      affectedRows: 0,
    });
    expect(
      await run(actors.partner, 'delete from tools_assessments where id = $1', [id], true),
    ).toMatchObject({
      ok: true,
      affectedRows: 1,
    });
    expect(
      (
        await database.db.query(
          'select count(*)::int as n from tools_answers where assessment_id = $1',
          [id],
        )
      ).rows,
    ).toEqual([{ n: 0 }]);
  });
});

describe('working as a team', () => {
  let id: string;
  const answer = (actor: Actor, item: string, current: number, target = 4) =>
    run(
      actor,
      'update tools_answers set current_level = $3, target_level = $4 where assessment_id = $1 and item_code = $2',
      [id, item, current, target],
      true,
    );
  const statusOf = async (item: string) =>
    (
      await database.db.query<{ status: string; reviewer_comment: string | null }>(
        'select status, reviewer_comment from tools_answers where assessment_id = $1 and item_code = $2',
        [id, item],
      )
    ).rows[0];

  beforeAll(async () => {
    id = await createAssessment('finance', 'Team Org');
  });

  it('the owner invites a member with the flag by e-mail; others are refused with a reason', async () => {
    const invite = (actor: Actor, email: string, role = 'contributor') =>
      run(
        actor,
        'select tools_invite_collaborator($1, $2, $3) as user_id',
        [id, email, role],
        true,
      );
    refused(await invite(actors.partner, 'professional@csan.test'), '22023');
    refused(await invite(actors.partner, 'nobody@csan.test'), 'PT404');
    refused(await invite(actors.partner, 'partner@csan.test'), '22023');
    refused(await invite(actors.partner, 'amina.mensah@csan.test', 'boss'), '22023');
    refused(await invite(actors.admin, 'amina.mensah@csan.test'), 'PT404');
    expect(await invite(actors.partner, ' Amina.Mensah@CSAN.test ')).toMatchObject({
      ok: true,
      rows: [{ user_id: aminaId }],
    });
    refused(await invite(actors.partner, 'amina.mensah@csan.test'), 'PT409');
    refused(await invite(amina, 'admin@csan.test'), '42501');
    expect(await audit('tools_collaborator_invited', id)).toHaveLength(1);
    expect(await rows(amina, 'select id from tools_assessments')).toEqual([{ id }]);
    const people = await rows(amina, 'select email, role from tools_people($1)', [id]);
    expect(people).toEqual([
      { email: 'partner@csan.test', role: 'owner' },
      { email: 'amina.mensah@csan.test', role: 'contributor' },
    ]);
  });

  it('the invitation is mailed once: the owner claims it, a repeat or anyone else gets nothing', async () => {
    const claim = (actor: Actor) =>
      run(
        actor,
        'select email, language, inviter_name from tools_claim_invitation_mail($1, $2)',
        [id, aminaId],
        true,
      );
    refused(await claim(amina), '42501');
    refused(await claim(actors.professional), 'PT404');
    expect(await claim(actors.partner)).toMatchObject({
      ok: true,
      rows: [{ email: 'amina.mensah@csan.test', language: 'en', inviter_name: 'Adjoa Partner' }],
    });
    expect(await claim(actors.partner)).toMatchObject({ ok: true, rows: [] });
  });

  it('a contributor answers only the items assigned to her; only the owner assigns', async () => {
    expect((await answer(amina, 'GV.OC-01', 2)).ok && (await statusOf('GV.OC-01'))?.status).toBe(
      'not_started',
    );
    const assign = (actor: Actor, item: string, user: string) =>
      run(
        actor,
        'update tools_answers set owner_id = $3 where assessment_id = $1 and item_code = $2',
        [id, item, user],
        true,
      );
    expect(await assign(actors.partner, 'GV.OC-01', aminaId)).toMatchObject({
      ok: true,
      affectedRows: 1,
    });
    refused(await assign(actors.partner, 'GV.OC-02', userIds.professional), '22023');
    expect(await answer(amina, 'GV.OC-01', 2)).toMatchObject({ ok: true, affectedRows: 1 });
    expect(await statusOf('GV.OC-01')).toEqual({ status: 'answered', reviewer_comment: null });
    expect(await answer(amina, 'GV.OC-02', 3)).toMatchObject({ ok: true, affectedRows: 0 });
    refused(await assign(amina, 'GV.OC-01', userIds.partner), '42501');
    refused(await answer(actors.partner, 'GV.OC-03', 6), '23514');
  });

  it('a reviewer validates or sends back with a comment; a contributor may not', async () => {
    const validate = (actor: Actor, item: string) =>
      run(actor, 'select tools_validate_answer($1, $2)', [id, item], true);
    const sendBack = (actor: Actor, item: string, comment: string) =>
      run(actor, 'select tools_send_back_answer($1, $2, $3)', [id, item, comment], true);
    refused(await validate(amina, 'GV.OC-01'), '42501');
    refused(await validate(actors.partner, 'GV.OC-02'), 'PT409');
    expect((await validate(actors.partner, 'GV.OC-01')).ok).toBe(true);
    expect((await statusOf('GV.OC-01'))?.status).toBe('validated');
    expect(await audit('tools_answer_validated', id)).toHaveLength(1);
    refused(await sendBack(actors.partner, 'GV.OC-01', '   '), '22023');
    expect((await sendBack(actors.partner, 'GV.OC-01', 'Attach the board minutes')).ok).toBe(true);
    expect(await statusOf('GV.OC-01')).toEqual({
      status: 'returned',
      reviewer_comment: 'Attach the board minutes',
    });
    expect(await answer(amina, 'GV.OC-01', 3)).toMatchObject({ ok: true, affectedRows: 1 });
    expect((await statusOf('GV.OC-01'))?.status).toBe('answered');
  });

  it('everyone on the team sees who changed what', async () => {
    const history = await rows(
      amina,
      'select item_code, changed_by, action, changes from tools_answer_history where assessment_id = $1 order by id',
      [id],
    );
    expect(history.map((h) => [h.item_code, h.changed_by, h.action])).toEqual([
      [null, userIds.partner, 'collaborator_added'],
      ['GV.OC-01', userIds.partner, 'assigned'],
      ['GV.OC-01', aminaId, 'edited'],
      ['GV.OC-01', userIds.partner, 'validated'],
      ['GV.OC-01', userIds.partner, 'returned'],
      ['GV.OC-01', aminaId, 'edited'],
    ]);
    expect(history[2]?.changes).toMatchObject({
      current_level: { from: null, to: 2 },
      target_level: { from: null, to: 4 },
      status: { from: 'not_started', to: 'answered' },
    });
  });

  it('evidence files: the team uploads and reads; nobody else, and only real item folders', async () => {
    const upload = (actor: Actor, name: string) =>
      run(
        actor,
        "insert into storage.objects (bucket_id, name, owner) values ('tools-evidence', $1, auth.uid())",
        [name],
        true,
      );
    const file = `${id}/GV.OC-01/minutes.pdf`;
    expect(await upload(amina, file)).toMatchObject({ ok: true, affectedRows: 1 });
    refused(await upload(amina, `${id}/NOT-AN-ITEM/x.pdf`), '42501');
    refused(await upload(amina, `${id}/GV.OC-01/deeper/x.pdf`), '42501');
    refused(await upload(amina, 'not-a-uuid/GV.OC-01/x.pdf'), '42501');
    refused(await upload(actors.professional, `${id}/GV.OC-02/x.pdf`), '42501');
    refused(await upload(actors.admin, `${id}/GV.OC-02/x.pdf`), '42501');
    refused(await upload(actors.partner, `${seeded.finished}/GV.OC-01/late.pdf`), '42501');
    const read = (actor: Actor) =>
      run(
        actor,
        "select name from storage.objects where bucket_id = 'tools-evidence' and name = $1",
        [file],
      );
    expect(await read(actors.partner)).toMatchObject({ ok: true, rows: [{ name: file }] });
    expect(await read(amina)).toMatchObject({ ok: true, rows: [{ name: file }] });
    for (const name of ['student', 'professional', 'corporate', 'admin', 'partnerAal1'] as const) {
      expect(await read(actors[name]), name).toMatchObject({ ok: true, rows: [] });
    }
    expect(await read(actors.anon)).toMatchObject({ ok: true, rows: [] });
    const remove = (actor: Actor) =>
      run(actor, "delete from storage.objects where bucket_id = 'tools-evidence' and name = $1", [
        file,
      ]);
    expect(await remove(actors.admin)).toMatchObject({ ok: true, affectedRows: 0 });
    expect(await remove(actors.partner)).toMatchObject({ ok: true, affectedRows: 1 });
  });

  it('the owner submits (audited); answers then stay as they are; exports are audited', async () => {
    refused(await run(amina, 'select tools_submit_assessment($1)', [id], true), '42501');
    expect((await run(actors.partner, 'select tools_submit_assessment($1)', [id], true)).ok).toBe(
      true,
    );
    refused(await run(actors.partner, 'select tools_submit_assessment($1)', [id], true), 'PT409');
    expect(await audit('tools_assessment_submitted', id)).toHaveLength(1);
    expect(await answer(actors.partner, 'GV.OC-02', 1)).toMatchObject({
      ok: true,
      affectedRows: 0,
    });
    refused(
      await run(actors.partner, "update tools_assessments set name = 'Renamed' where id = $1", [
        id,
      ]),
      'PT409',
    );
    expect(
      await run(
        actors.partner,
        'update tools_assessments set share_benchmark = true where id = $1',
        [id],
      ),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    expect((await run(amina, "select tools_log_export($1, 'pdf')", [id], true)).ok).toBe(true);
    refused(await run(amina, "select tools_log_export($1, 'exe')", [id]), '22023');
    refused(await run(actors.professional, "select tools_log_export($1, 'csv')", [id]), 'PT404');
    expect(await audit('tools_assessment_exported', id)).toMatchObject([
      { user_id: aminaId, source_app: 'tools', action_details: { format: 'pdf' } },
    ]);
  });

  it('a removed collaborator loses access and her items are unassigned', async () => {
    expect(
      await run(
        actors.partner,
        'delete from tools_collaborators where assessment_id = $1',
        [id],
        true,
      ),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    expect(await rows(amina, 'select id from tools_assessments')).toEqual([]);
    expect(
      (
        await database.db.query(
          'select count(*)::int as n from tools_answers where assessment_id = $1 and owner_id = $2',
          [id, aminaId],
        )
      ).rows,
    ).toEqual([{ n: 0 }]);
  });
});

describe('the peer benchmark', () => {
  const benchmark = (actor: Actor, id: string) =>
    run(
      actor,
      'select code, own_score, median_score, organisations from tools_benchmark($1) order by position',
      [id],
    );

  it('shows the median of a group of 6 organisations (seeded government, Ghana)', async () => {
    const outcome = await benchmark(actors.partner, seeded.inProgress);
    expect(outcome.ok && outcome.rows.map((r) => r.code)).toEqual([
      'GV',
      'ID',
      'PR',
      'DE',
      'RS',
      'RC',
    ]);
    expect(
      outcome.ok && outcome.rows.every((r) => r.organisations === 6 && r.median_score !== null),
    ).toBe(true);
  });

  it('returns nothing for a group of 4 organisations, and shows it once a 5th shares', async () => {
    const id = await createAssessment('health', 'Fifth Clinic');
    expect(await benchmark(actors.partner, id)).toMatchObject({ ok: true, rows: [] });
    // Sharing without submitting does not count; submitting without sharing does not either.
    await run(
      actors.partner,
      'update tools_assessments set share_benchmark = true where id = $1',
      [id],
      true,
    );
    expect(await benchmark(actors.partner, id)).toMatchObject({ ok: true, rows: [] });
    await run(
      actors.partner,
      "update tools_answers set current_level = 2, target_level = 3 where assessment_id = $1 and item_code like 'GV.%'",
      [id],
      true,
    );
    await run(actors.partner, 'select tools_submit_assessment($1)', [id], true);
    const shown = await benchmark(actors.partner, id);
    expect(shown.ok && shown.rows[0]).toMatchObject({
      code: 'GV',
      own_score: '40.0',
      organisations: 5,
    });
  });

  it('never leaks a single organisation: no direct scores of others, no benchmark of a foreign assessment', async () => {
    refused(
      await run(actors.partner, 'select * from tools_score_rows($1)', [seeded.contributor]),
      '42501',
    );
    refused(
      await run(actors.partner, 'select * from tools_scores($1)', [seeded.contributor]),
      'PT404',
    );
    refused(await benchmark(actors.professional, seeded.inProgress), 'PT404');
    refused(await benchmark(actors.admin, seeded.inProgress), 'PT404');
    refused(await benchmark(actors.anon, seeded.inProgress), '42501');
  });
});
