import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../tooling/remotes/src/registry.ts';
import { type Actor, actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

// Asking for a partner area: one open request per member and area, read by the member and
// admins; an admin's grant sets the profile flag, a decline does not; all three audited with
// the area's source_app.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const run = (actor: Actor, sql: string, params: unknown[] = []) =>
  asActor(database.db, actor, sql, params, { commit: true });

function rows(outcome: Outcome): Record<string, unknown>[] {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows;
}

const ask = (actor: Actor, area: string, message: string | null = null) =>
  run(
    actor,
    'insert into area_access_requests (area, message) values ($1, $2) returning id, status, message',
    [area, message],
  );

const decide = (actor: Actor, requestId: unknown, decision: string) =>
  run(actor, 'select decide_area_access_request($1, $2) as status', [requestId, decision]);

const audit = async (action: string, requestId: unknown) =>
  rows(
    await run(
      serviceRole,
      "select user_id, user_role, source_app from audit_logs where action_type = $1 and action_details ->> 'request_id' = $2",
      [action, String(requestId)],
    ),
  );

const flags = async (userId: string) =>
  rows(
    await run(
      serviceRole,
      'select is_lms_active, is_cert_partner, has_premium_tool_access from profiles where user_id = $1',
      [userId],
    ),
  )[0];

describe('area_access_requests', () => {
  it('follows the registry: each area has its host label as source_app and its own flag', async () => {
    for (const area of AREAS) {
      const [row] = rows(
        await run(serviceRole, 'select area_source_app($1) as source_app', [area.name]),
      );
      expect(row?.source_app).toBe(area.hostLabel);
    }
    // The partner holds all three flags, the student none: has_area_flag reads the right one.
    for (const area of AREAS) {
      const [row] = rows(
        await run(
          serviceRole,
          'select has_area_flag($1, $2) as partner, has_area_flag($3, $2) as student',
          [userIds.partner, area.name, userIds.student],
        ),
      );
      expect(row).toEqual({ partner: true, student: false });
    }
  });

  it('records a request as the member, trimmed, audited with the area as source_app', async () => {
    const [made] = rows(await ask(actors.student, 'certification', '  I run a SOC team.  '));
    expect(made).toMatchObject({ status: 'pending', message: 'I run a SOC team.' });
    expect(await audit('area_access_requested', made?.id)).toEqual([
      { user_id: userIds.student, user_role: 'member', source_app: 'intel' },
    ]);
  });

  it('takes one open request per member and area', async () => {
    expect(await ask(actors.student, 'certification')).toMatchObject({ ok: false, code: '23505' });
    expect((await ask(actors.student, 'tools', '   ')).ok).toBe(true);
    const [blank] = rows(
      await run(actors.student, "select message from area_access_requests where area = 'tools'"),
    );
    expect(blank?.message).toBeNull();
  });

  it('refuses a message over 500 characters, an unknown area and an area already held', async () => {
    expect(await ask(actors.professional, 'learning', 'x'.repeat(501))).toMatchObject({
      ok: false,
      code: '23514',
    });
    expect(await ask(actors.professional, 'admin')).toMatchObject({ ok: false, code: '23514' });
    expect(await ask(actors.partner, 'learning')).toMatchObject({ ok: false, code: 'PT409' });
  });

  it('refuses a request for someone else, a locked-out member, a visitor', async () => {
    const forOther = await run(
      actors.professional,
      "insert into area_access_requests (area, user_id) values ('tools', $1)",
      [userIds.corporate],
    );
    expect(forOther).toMatchObject({ ok: false, code: '42501' });
    expect(await ask(actors.lockedout, 'tools')).toMatchObject({ ok: false, code: '42501' });
    expect(await ask(actors.anon, 'tools')).toMatchObject({ ok: false, code: '42501' });
  });

  it("shows a member their own requests only, admins everyone's (aal2), visitors nothing", async () => {
    const count = async (actor: Actor) =>
      rows(await run(actor, 'select id from area_access_requests')).length;
    expect(await count(actors.student)).toBe(2);
    expect(await count(actors.professional)).toBe(0);
    expect(await count(actors.admin)).toBe(2);
    expect(await count(actors.adminAal1)).toBe(0);
    expect(await run(actors.anon, 'select id from area_access_requests')).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(
      rows(await run(actors.admin, 'select * from admin_area_access_requests()')).map((r) => ({
        email: r.email,
        area: r.area,
      })),
    ).toEqual(
      expect.arrayContaining([
        { email: 'student@csan.test', area: 'certification' },
        { email: 'student@csan.test', area: 'tools' },
      ]),
    );
    expect(await run(actors.student, 'select * from admin_area_access_requests()')).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('lets no client change a request directly, not even an admin', async () => {
    for (const actor of [actors.student, actors.admin]) {
      const outcome = await run(actor, "update area_access_requests set status = 'granted'");
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    }
  });

  it('lets only an admin at aal2 decide', async () => {
    const [pending] = rows(
      await run(actors.student, "select id from area_access_requests where area = 'certification'"),
    );
    for (const actor of [actors.student, actors.partner, actors.adminAal1, actors.anon]) {
      expect(await decide(actor, pending?.id, 'granted')).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
    expect((await flags(userIds.student))?.is_cert_partner).toBe(false);
  });

  it('grants: the flag is set, the request closed, the decision audited as the admin', async () => {
    const [pending] = rows(
      await run(actors.student, "select id from area_access_requests where area = 'certification'"),
    );
    expect(rows(await decide(actors.admin, pending?.id, 'granted'))).toEqual([
      { status: 'granted' },
    ]);
    expect(await flags(userIds.student)).toEqual({
      is_lms_active: false,
      is_cert_partner: true,
      has_premium_tool_access: false,
    });
    const [mine] = rows(
      await run(
        actors.student,
        'select status, decided_at from area_access_requests where id = $1',
        [pending?.id],
      ),
    );
    expect(mine?.status).toBe('granted');
    expect(mine?.decided_at).not.toBeNull();
    expect(await audit('area_access_granted', pending?.id)).toEqual([
      { user_id: userIds.admin, user_role: 'admin', source_app: 'intel' },
    ]);
    expect(await decide(actors.admin, pending?.id, 'declined')).toMatchObject({
      ok: false,
      code: 'PT409',
    });
  });

  it('declines: no flag, audited; the member may ask again', async () => {
    const [pending] = rows(
      await run(actors.student, "select id from area_access_requests where area = 'tools'"),
    );
    expect(rows(await decide(actors.admin, pending?.id, 'declined'))).toEqual([
      { status: 'declined' },
    ]);
    expect((await flags(userIds.student))?.has_premium_tool_access).toBe(false);
    expect(await audit('area_access_declined', pending?.id)).toEqual([
      { user_id: userIds.admin, user_role: 'admin', source_app: 'tools' },
    ]);
    expect((await ask(actors.student, 'tools')).ok).toBe(true);
  });

  it('answers an unknown request with PT404 and an unknown decision with 22023', async () => {
    expect(
      await decide(actors.admin, '00000000-0000-4000-8999-000000000000', 'granted'),
    ).toMatchObject({ ok: false, code: 'PT404' });
    const [pending] = rows(
      await run(actors.student, "select id from area_access_requests where status = 'pending'"),
    );
    expect(await decide(actors.admin, pending?.id, 'maybe')).toMatchObject({
      ok: false,
      code: '22023',
    });
  });

  it('closes an open request when an admin switches the flag on in the Users tab', async () => {
    const [made] = rows(await ask(actors.professional, 'learning'));
    const switched = await run(
      actors.admin,
      'update profiles set is_lms_active = true where user_id = $1',
      [userIds.professional],
    );
    expect(switched.ok).toBe(true);
    const [closed] = rows(
      await run(actors.professional, 'select status from area_access_requests where id = $1', [
        made?.id,
      ]),
    );
    expect(closed?.status).toBe('granted');
  });
});
