import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from './support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const query = async (sql: string) => (await database.db.query(sql)).rows;

describe('the catalog', () => {
  it('has row-level security enabled on every table in public', async () => {
    const tables = await query(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(19);
    expect(tables.filter((t) => !t.rls)).toEqual([]);
  });

  it('has at least one policy on every public table', async () => {
    const bare = await query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)`,
    );
    expect(bare).toEqual([]);
  });

  it('has the resources policies on storage.objects', async () => {
    const policies = await query(
      `select policyname as name, cmd from pg_policies
       where schemaname = 'storage' and tablename = 'objects' and policyname like 'resources:%' order by 1`,
    );
    expect(policies.map((p) => p.cmd).sort()).toEqual([
      'DELETE',
      'INSERT',
      'SELECT',
      'SELECT',
      'UPDATE',
    ]);
  });

  it('pins search_path on every security definer function in public', async () => {
    const loose = await query(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(loose).toEqual([]);
  });

  it('lets anonymous callers run only the functions meant for them', async () => {
    const callable = await query(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')
       order by 1`,
    );
    expect(callable.map((r) => r.name)).toEqual([
      'can_read_resource_tier',
      'current_member_tier',
      'get_invitation',
      'is_mfa_locked_out',
      'mfa_requirement_met',
      // The newsletter's double opt-in: subscribe (same answer for any address, rate-limited),
      // the confirmation link (a hashed token) and the signed unsubscribe link.
      'newsletter_confirm',
      'newsletter_subscribe',
      'newsletter_unsubscribe',
      // Error reports from any page, signed in or not (size- and rate-limited).
      'report_client_error',
      // skillup's /verify/<code>: anyone checks a certificate (holder name, course, dates, status).
      'skillup_verify_certificate',
      'start_invitation_signup',
      'start_resource_download',
      // A renewal reminder's one-click link: the signed token is the proof (22023 otherwise).
      'unsubscribe_renewal_reminders',
    ]);
  });

  it('gives the auth hook to supabase_auth_admin only', async () => {
    const rows = await query(
      `select r.rolname from pg_roles r
       where r.rolname in ('anon', 'authenticated', 'supabase_auth_admin')
         and has_function_privilege(r.rolname, 'public.hook_before_user_created(jsonb)', 'execute')`,
    );
    expect(rows).toEqual([{ rolname: 'supabase_auth_admin' }]);
  });

  it('indexes the full-text search vector with GIN', async () => {
    const rows = await query(
      `select indexdef from pg_indexes where tablename = 'resource_items' and indexdef ilike '%gin%search_vector%'`,
    );
    expect(rows).toHaveLength(1);
  });
});
