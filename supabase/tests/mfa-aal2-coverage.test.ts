import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from './support/database.ts';

/**
 * Every table of schema public carries the restrictive "aal2 once MFA is set up" policy
 * (`select public.require_aal2_for_member_data('public.<table>')`), except those listed here:
 * what visitors read anyway, or what no client reaches at all. A new member table without the
 * policy fails here.
 */
const exempt = {
  // Read by everyone, written only by admins at aal2 (their own policies say so).
  membership_pricing: 'public prices',
  resource_items: 'public catalogue',
  resource_type_counts: 'public counts, kept by triggers',
  // No client access at all (restrictive deny-all policies, no grants).
  auth_attempt_counters: 'auth hooks only',
  public_form_submissions: 'the public forms trigger only',
  form_notifications: 'the notification functions (service role) only',
  discount_code_checks: 'validate-discount-code (service role) only',
  mail_signing_keys: 'the unsubscribe-link signing functions only',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the aal2 rule covers every member table', () => {
  it('every table not exempt has the restrictive policy; storage objects too', async () => {
    const { rows } = await database.db.query<{ name: string; covered: boolean }>(
      `select c.relname as name,
         exists (
           select 1 from pg_policy p
           where p.polrelid = c.oid and not p.polpermissive
             and pg_get_expr(p.polqual, p.polrelid) like '%mfa_requirement_met%'
         ) as covered
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where (n.nspname = 'public' and c.relkind in ('r', 'p'))
          or (n.nspname = 'storage' and c.relname = 'objects')
       order by 1`,
    );
    const uncovered = rows.filter((r) => !r.covered).map((r) => r.name);
    expect(uncovered.sort()).toEqual(Object.keys(exempt).sort());
  });
});
