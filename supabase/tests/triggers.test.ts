import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const newUserId = '00000000-0000-4000-8000-0000000000aa';

describe('a new auth user', () => {
  beforeAll(async () => {
    await database.db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at)
       values ($1, 'authenticated', 'authenticated', 'Invitee@csan.test', '{"full_name": "  Abena Invitee  "}', now())`,
      [newUserId],
    );
  });

  it('gets a profile named from the sign-up metadata, without tier or flags', async () => {
    const { rows } = await database.db.query(
      `select full_name, membership_tier, is_lms_active, is_cert_partner, has_premium_tool_access, mfa_enabled
       from profiles where user_id = $1`,
      [newUserId],
    );
    expect(rows).toEqual([
      {
        full_name: 'Abena Invitee',
        membership_tier: null,
        is_lms_active: false,
        is_cert_partner: false,
        has_premium_tool_access: false,
        mfa_enabled: false,
      },
    ]);
  });

  it('gets an MFA deadline 7 days after sign-up and an empty private directory row', async () => {
    const { rows } = await database.db.query(
      `select (select mfa_setup_deadline - current_date from mfa_enforcement where user_id = $1) as days,
              (select row(is_public, cardinality(expertise_areas), bio) :: text from member_directory where user_id = $1) as dir`,
      [newUserId],
    );
    expect(rows[0]).toEqual({ days: 7, dir: '(f,0,)' });
  });

  it('consumes the invitation and accepts the waitlist entry of that e-mail', async () => {
    const { rows } = await database.db.query(
      `select (select used_at is not null from invitation_tokens where token = 'csan-demo-invite-valid') as used,
              (select status from waitlist where email = 'invitee@csan.test') as status`,
    );
    expect(rows[0]).toEqual({ used: true, status: 'accepted' });
  });
});

describe('audit logs', () => {
  const lastAudit = async (action: string) =>
    (
      await database.db.query(
        `select user_id, user_role, source_app, action_type, action_details
         from audit_logs where action_type = $1 order by "timestamp" desc, log_id limit 1`,
        [action],
      )
    ).rows[0];

  it('records an admin flag change with the x-source-app header', async () => {
    await asActor(
      database.db,
      actors.admin,
      'update profiles set is_cert_partner = true where user_id = $1',
      [userIds.student],
      { commit: true, headers: { 'x-source-app': 'intel' } },
    );
    const entry = await lastAudit('access_flags_updated');
    expect(entry).toMatchObject({
      user_id: userIds.admin,
      user_role: 'admin',
      source_app: 'intel',
      action_details: { table: 'profiles', changed: ['is_cert_partner'] },
    });
  });

  it('defaults the source to main for a missing or unknown header', async () => {
    await asActor(
      database.db,
      actors.admin,
      `update membership_pricing set base_price_cents = 21000 where tier = 'Student'`,
      [],
      {
        commit: true,
        headers: { 'x-source-app': 'evil' },
      },
    );
    expect(await lastAudit('pricing_updated')).toMatchObject({
      source_app: 'main',
      action_details: { changed: ['base_price_cents'], new: { base_price_cents: 21000 } },
    });
  });

  it.each([
    [
      'discount_code_created',
      `insert into discount_codes (code, discount_type, discount_value) values ('AUDIT1', 'fixed', 5)`,
    ],
    ['discount_code_deleted', `delete from discount_codes where code = 'INACTIVE5'`],
    [
      'resource_created',
      `insert into resource_items (title, content_type, author_names) values ('Audited', 'Article', '{A}')`,
    ],
    [
      'resource_deleted',
      `delete from resource_items where item_id = '00000000-0000-4000-8300-000000000032'`,
    ],
    [
      'waitlist_invitation_updated',
      `update waitlist set status = 'invited', invited_at = now() where email = 'pending@csan.test'`,
    ],
    [
      'mfa_support_request_updated',
      `update mfa_support_requests set status = 'resolved', resolved_at = now(), resolution_notes = 'ok' where status = 'pending'`,
    ],
    ['mfa_deadline_updated', `select extend_mfa_deadline('${userIds.lockedout}', 3)`],
    [
      'role_created',
      `insert into user_roles (user_id, role) values ('${userIds.partner}', 'admin')`,
    ],
    ['rd_inquiry_updated', `update rd_inquiries set status = 'declined' where status = 'new'`],
  ])('records %s by the admin', async (action, sql) => {
    const outcome = await asActor(database.db, actors.admin, sql, [], {
      commit: true,
      headers: { 'x-source-app': 'tools' },
    });
    expect(outcome.ok).toBe(true);
    expect(await lastAudit(action)).toMatchObject({
      user_role: 'admin',
      source_app: 'tools',
      user_id: userIds.admin,
    });
  });

  it('records subscription changes made by the payment functions and by members', async () => {
    await asActor(
      database.db,
      serviceRole,
      `insert into subscriptions (user_id, tier, status, amount_cents) values ($1, 'Student', 'pending', 20000)`,
      [userIds.lockedout],
      { commit: true },
    );
    expect(await lastAudit('subscription_created')).toMatchObject({
      user_role: 'service_role',
      user_id: null,
    });
    await asActor(
      database.db,
      actors.professional,
      'update subscriptions set cancel_at_period_end = true where user_id = auth.uid()',
      [],
      {
        commit: true,
      },
    );
    expect(await lastAudit('subscription_updated')).toMatchObject({
      user_role: 'member',
      user_id: userIds.professional,
      action_details: { changed: ['cancel_at_period_end'] },
    });
  });
});
