import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, userIds } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

/**
 * The member's data (issue 27, item 4): export_my_data hands a member every row the portal holds
 * about them and nobody else's, for every table with personal data — the list derived here from
 * the catalog, so a new table is checked without touching this file; delete_my_account (a fresh
 * authenticator code, the e-mail typed) leaves no name, e-mail or phone in any table and keeps
 * the transactions with the person anonymised.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Row = Record<string, unknown>;

async function service<T extends Row = Row>(sql: string, params: unknown[] = []) {
  return (await database.db.query<T>(sql, params)).rows;
}

/**
 * Every public table with personal data, from the catalog: a column that refers to a person
 * (auth.users or profiles), a user_id, or a column whose name says e-mail or phone. With the
 * columns that name the person whose row it is.
 */
async function personalTables(): Promise<Map<string, { person: string[]; email: string[] }>> {
  const rows = await service<{ table_name: string; column_name: string; kind: string }>(`
    select c.relname as table_name, a.attname as column_name,
      case
        when exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'f'
                       and a.attnum = any (k.conkey)
                       and k.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass))
          or (a.attname = 'user_id' and a.atttypid = 'uuid'::regtype) then 'person'
        when a.attname ~ 'email' then 'email'
        when a.attname ~ 'phone' then 'phone'
      end as kind
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind in ('r', 'p')`);
  const tables = new Map<string, { person: string[]; email: string[] }>();
  for (const row of rows) {
    if (!row.kind) continue;
    const entry = tables.get(row.table_name) ?? { person: [], email: [] };
    if (row.kind === 'person') entry.person.push(row.column_name);
    if (row.kind === 'email') entry.email.push(row.column_name);
    tables.set(row.table_name, entry);
  }
  return tables;
}

function aal2WithFreshCode(actor: Actor, secondsAgo = 5): Actor {
  const timestamp = Math.floor(Date.now() / 1000) - secondsAgo;
  return {
    ...actor,
    claims: {
      ...actor.claims,
      aal: 'aal2',
      amr: [{ method: 'totp', timestamp }],
    } as Actor['claims'],
  };
}

async function exportOf(actor: Actor) {
  const outcome = await asActor(database.db, actor, 'select public.export_my_data() as data', [], {
    commit: true,
  });
  if (!outcome.ok) throw new Error(`${outcome.code} ${outcome.message}`);
  return outcome.rows[0]?.data as {
    account: Row;
    memberships: { teams: Row[]; projects: Row[] };
    tables: Record<string, Row[]>;
  };
}

describe('export_my_data', () => {
  const partnerEmail = 'partner@csan.test';

  beforeAll(async () => {
    // Rows that name the partner only by e-mail or that the seed does not give them.
    await service(
      `insert into public.content_leads (lead_name, lead_email) values ('Adjoa Partner', 'Partner@csan.test')`,
    );
    await service(`insert into public.waitlist (name, email) values ('Adjoa P', $1)`, [
      partnerEmail,
    ]);
    await service(
      `insert into public.rd_inquiries (project_title, contact_name, contact_email, organization_name, organization_type)
       values ('SOC uplift', 'Adjoa Partner', $1, 'Gh-CERT', 'government')`,
      [partnerEmail],
    );
    await service(
      `insert into public.mfa_support_requests (user_id, request_type, description)
       values ($1, 'lost_device', 'New phone')`,
      [userIds.partner],
    );
    await service(
      `insert into public.client_error_reports (user_id, remote, source, message) values ($1, 'shell', 'boot', 'x')`,
      [userIds.partner],
    );
  });

  it('holds a section for every table with personal data, the member’s rows and nobody else’s', async () => {
    const data = await exportOf(actors.partner);
    const tables = await personalTables();
    expect(tables.size).toBeGreaterThan(30);
    const missing = [...tables.keys()].filter((name) => !(name in data.tables));
    expect(missing, 'tables with personal data the export leaves out').toEqual([]);

    for (const [name, columns] of tables) {
      const exported = data.tables[name] ?? [];
      // Nobody else's: each row names the member (their id or e-mail) in one of its fields.
      for (const row of exported) {
        const text = JSON.stringify(row).toLowerCase();
        expect(
          text.includes(userIds.partner) || text.includes(partnerEmail),
          `${name}: ${text}`,
        ).toBe(true);
      }
      // All of theirs: as many rows as the table holds with the member as its subject.
      const subject = [
        ...columns.person.filter((c) => !c.endsWith('_by')).map((c) => `"${c}" = $1`),
        ...columns.email.map((c) => `lower("${c}"::text) = $2`),
      ];
      if (subject.length === 0) continue;
      const audit = name === 'audit_logs' ? ` or strpos(action_details::text, $1::text) > 0` : '';
      const [count] = await service<{ n: number }>(
        `select count(*)::int as n from public.${name}
          where (${subject.join(' or ')}${audit}) and $1::uuid is not null and $2::text is not null`,
        [userIds.partner, partnerEmail],
      );
      // The download's own audit row is written after the export was read.
      const ownAuditRow = name === 'audit_logs' ? 1 : 0;
      expect(exported.length, name).toBe((count?.n ?? 0) - ownAuditRow);
    }

    // What the issue names, present for a member who has it.
    for (const name of [
      'profiles',
      'subscriptions',
      'transactions',
      'member_directory',
      'content_leads',
      'waitlist',
      'rd_inquiries',
      'mfa_support_requests',
      'client_error_reports',
      'audit_logs',
      'skillup_enrolments',
      'tools_assessments',
      'intel_org_members',
    ]) {
      expect(data.tables[name]?.length ?? 0, name).toBeGreaterThan(0);
    }
    expect(data.account).toMatchObject({ id: userIds.partner, email: partnerEmail });
    // Secrets are not personal data: a backup code's hash stays in the database.
    for (const row of data.tables.mfa_backup_codes ?? [])
      expect(row).not.toHaveProperty('code_hash');
  });

  it('names the teams and projects the member belongs to', async () => {
    const corporate = await exportOf({
      ...actors.corporate,
      claims: { ...actors.corporate.claims, aal: 'aal2' },
    });
    expect(corporate.memberships.teams.length).toBeGreaterThan(0);
    expect(corporate.memberships.teams[0]).toMatchObject({ role: 'owner' });
    const other = JSON.stringify(corporate.tables);
    expect(other).not.toContain(userIds.partner);
    expect(other).not.toContain(partnerEmail);
  });

  it('is refused without aal2 or a session, and each download is audited', async () => {
    const aal1 = await asActor(database.db, actors.partnerAal1, 'select public.export_my_data()');
    expect(aal1).toMatchObject({ ok: false, code: '42501' });
    const anon = await asActor(database.db, actors.anon, 'select public.export_my_data()');
    expect(anon).toMatchObject({ ok: false, code: '42501' });
    const [audit] = await service<{ n: number }>(
      `select count(*)::int as n from public.audit_logs
        where user_id = $1 and action_type = 'member_data_exported'`,
      [userIds.partner],
    );
    expect(audit?.n).toBeGreaterThan(0);
  });
});

describe('delete_my_account', () => {
  const id = randomUUID();
  const email = `abena.${id.slice(0, 8)}@example.org`;
  const name = `Abena Dwomoh ${id.slice(0, 6)}`;
  const phone = `+23355${id.replace(/\D/g, '').slice(0, 7)}`;
  const claims = {
    sub: id,
    role: 'authenticated',
    aal: 'aal2',
    email,
    aud: 'authenticated',
  } as Actor['claims'];
  const member: Actor = { name: 'student', role: 'authenticated', userId: id, claims };

  const remove = (actor: Actor, confirmation: string | null = email) =>
    asActor(database.db, actor, 'select public.delete_my_account($1) as result', [confirmation], {
      commit: true,
    });

  beforeAll(async () => {
    await service(
      `insert into auth.users (id, aud, role, email, phone, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, $3, $4, now(), now())`,
      [id, email, phone, JSON.stringify({ full_name: name })],
    );
    await service(
      `insert into auth.identities (provider_id, user_id, identity_data, provider)
       values ($1, $2::uuid, jsonb_build_object('email', $3::text), 'email')`,
      [id, id, email],
    );
    await service(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
       values (gen_random_uuid(), $1, 'CSAN', 'totp', 'verified', 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4')`,
      [id],
    );
    // An access change writes the whole profile row (name, phone) into the audit log.
    await service(`update public.profiles set phone_number = $2 where user_id = $1`, [id, phone]);
    await service(
      `update public.profiles set membership_tier = 'Professional' where user_id = $1`,
      [id],
    );
    const [sub] = await service<{ id: string }>(
      `insert into public.subscriptions (user_id, tier, status, amount_cents, next_billing_date)
       values ($1, 'Professional', 'active', 50000, now() + interval '1 year') returning id`,
      [id],
    );
    await service(
      `insert into public.transactions (user_id, subscription_id, amount_cents, status, reference)
       values ($1, $2, 50000, 'success', $3)`,
      [id, sub?.id, `ref-${id}`],
    );
    await service(
      `insert into public.member_directory (user_id, is_public, bio, location) values ($1, true, $2, 'Accra')
       on conflict (user_id) do update set is_public = true, bio = excluded.bio, location = excluded.location`,
      [id, `I am ${name}`],
    );
    await service(
      `insert into public.content_leads (lead_name, lead_email, phone_number) values ($1, $2, $3)`,
      [name, email.toUpperCase(), phone],
    );
    await service(`insert into public.waitlist (name, email) values ($1, $2)`, [name, email]);
    await service(
      `insert into public.mfa_support_requests (user_id, request_type, description, contact_method)
       values ($1, 'lost_device', 'Call me', $2)`,
      [id, phone],
    );
    await service(
      `insert into public.rd_project_members (project_id, user_id)
       select project_id, $1 from public.rd_projects limit 1`,
      [id],
    );
  });

  it('refuses an old aal2 session, a code older than 5 minutes and a wrong confirmation', async () => {
    expect(await remove(member)).toMatchObject({ ok: false, code: '42501' });
    expect(await remove(aal2WithFreshCode(member, 600))).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await remove(aal2WithFreshCode(member), 'DELETE')).toMatchObject({
      ok: false,
      code: '22023',
    });
    expect(await remove(aal2WithFreshCode(member), null)).toMatchObject({ ok: false });
  });

  it('refuses an admin and the owner of a team with members', async () => {
    expect(await remove(aal2WithFreshCode(actors.admin), 'admin@csan.test')).toMatchObject({
      ok: false,
      message: 'admin_account',
    });
    const corporate = () => remove(aal2WithFreshCode(actors.corporate), 'corporate@csan.test');
    // The seeded corporate member manages an R&D project; once an admin reassigns it, the
    // members of their corporate team still hold them back.
    expect(await corporate()).toMatchObject({ ok: false, message: 'manages_rd_project' });
    await service(
      `update public.rd_projects set project_manager_id = $1 where project_manager_id = $2`,
      [userIds.admin, userIds.corporate],
    );
    await service(
      `insert into public.corporate_team_members (team_id, user_id)
       select team_id, $2 from public.corporate_teams where team_owner_id = $1 limit 1
       on conflict do nothing`,
      [userIds.corporate, userIds.student],
    );
    expect(await corporate()).toMatchObject({ ok: false, message: 'team_has_members' });
  });

  it('leaves no name, e-mail or phone in any table; the transactions stay, anonymised', async () => {
    const outcome = await remove(aal2WithFreshCode(member), `  ${email.toUpperCase()} `);
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.ok && outcome.rows[0]?.result).toMatchObject({
      deleted: true,
      transactions_kept: 1,
    });

    // Every table of the public and auth schemas, every row, as text.
    const tables = await service<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'auth')`,
    );
    expect(tables.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const table of tables) {
      const [hit] = await service<{ hits: string[] }>(
        `select coalesce(array_agg(distinct s.secret), '{}') as hits
           from "${table.schema}"."${table.name}" r,
                unnest($1::text[]) as s (secret)
          where strpos(lower(to_jsonb(r)::text), lower(s.secret)) > 0`,
        [[email, name, phone]],
      );
      for (const secret of hit?.hits ?? []) found.push(`${table.schema}.${table.name}: ${secret}`);
    }
    expect(found).toEqual([]);

    const kept = await service(
      `select amount_cents::int as amount_cents, status, subscription_id from public.transactions where user_id = $1`,
      [id],
    );
    expect(kept).toEqual([{ amount_cents: 50000, status: 'success', subscription_id: null }]);
    const [account] = await service<{ email: string; deleted: boolean; factors: number }>(
      `select email, deleted_at is not null as deleted,
              (select count(*)::int from auth.mfa_factors f where f.user_id = u.id) as factors
         from auth.users u where id = $1`,
      [id],
    );
    expect(account).toEqual({ email: `deleted-${id}@deleted.invalid`, deleted: true, factors: 0 });
    for (const table of ['profiles', 'subscriptions', 'member_directory', 'rd_project_members']) {
      const [left] = await service<{ n: number }>(
        `select count(*)::int as n from public.${table} where user_id = $1`,
        [id],
      );
      expect(left?.n, table).toBe(0);
    }
    const [audited] = await service<{ n: number }>(
      `select count(*)::int as n from public.audit_logs where user_id = $1 and action_type = 'account_deleted'`,
      [id],
    );
    expect(audited?.n).toBe(1);
  });
});
