import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { freshCode } from '../auth/totp.js';

/** Every seeded account's password (supabase/seed.sql). */
export const DEMO_PASSWORD = 'CsanDemo!2026';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The seeded accounts the contract suite signs in as (supabase/README.md, Seed). */
export const DEMO = {
  admin: { email: 'admin@csan.test', id: id(1), totp: 'MHCZNLFPXEQLCZ6YTQOCZRG3WWIXIAMD' },
  student: { email: 'student@csan.test', id: id(2) },
  professional: { email: 'professional@csan.test', id: id(3) },
  corporate: { email: 'corporate@csan.test', id: id(4) },
  partner: { email: 'partner@csan.test', id: id(5), totp: 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4' },
  lockedout: { email: 'lockedout@csan.test', id: id(6) },
  amina: { email: 'amina.mensah@csan.test', id: id(7) },
  kwame: { email: 'kwame.boateng@csan.test', id: id(8) },
} as const;

export type DemoName = keyof typeof DEMO;

/** The real product stack: supabase/migrations, seed.sql, seed PDFs and config.toml's hook. */
export function startSeededStack(): Promise<TestStack> {
  return startTestStack({ seed: true });
}

/**
 * A code of a TOTP secret as an authenticator app shows it (SHA1, 6 digits, 30 s) that the
 * stack has not accepted yet (a used code is refused: see freshCode).
 */
export function totpCode(secret: string): string {
  return freshCode(secret);
}

/** A browser-like client with a password session (aal1). */
export async function signIn(stack: TestStack, who: DemoName): Promise<SupabaseClient> {
  const supabase = client(stack);
  const { error } = await supabase.auth.signInWithPassword({
    email: DEMO[who].email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return supabase;
}

/** Signs in and steps up to aal2 with the account's seeded TOTP factor, as the MFA page does. */
export async function signInAal2(
  stack: TestStack,
  who: 'admin' | 'partner',
): Promise<SupabaseClient> {
  const supabase = await signIn(stack, who);
  const factors = await supabase.auth.mfa.listFactors();
  const factor = factors.data?.totp[0];
  if (!factor) throw factors.error ?? new Error(`${who} has no verified TOTP factor`);
  const { error } = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(DEMO[who].totp),
  });
  if (error) throw error;
  return supabase;
}

/** The signed-in caller's user id (throws when signed out: the tests always know who they are). */
export async function userIdOf(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error('not signed in');
  return userId;
}

/**
 * An admin without an authenticator, signed in with the password (aal1): the only admin whose
 * reads work at aal1 (an admin with a verified factor needs aal2 for every read); writes still
 * need aal2. Created once per stack.
 */
export async function signInAdminWithoutFactor(stack: TestStack): Promise<SupabaseClient> {
  const email = 'admin-nofactor@csan.test';
  const service = client(stack, stack.serviceRoleKey);
  const created = await service.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Admin Without Factor' },
  });
  if (created.data.user) {
    const { error } = await service
      .from('user_roles')
      .insert({ user_id: created.data.user.id, role: 'admin' });
    if (error) throw error;
  }
  const supabase = client(stack);
  const { error } = await supabase.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return supabase;
}
