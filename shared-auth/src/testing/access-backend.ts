import type { AccessProfile } from '../session-store';
import { createFakeSupabase, fail, ok } from './fake-supabase';

/** What the fake backend answers the session store for one user; change fields between reads. */
export type FakeBackend = {
  profile: AccessProfile | null;
  isAdmin: boolean;
  factors: { id: string; factor_type: 'totp'; status: 'verified' | 'unverified' }[];
  aal: 'aal1' | 'aal2';
  deadline: string | null;
  failProfile: boolean;
  /** current_member_tier() when it differs from the profile's paid tier (a corporate team). */
  tier?: string | null;
  /** The mfa_enforcement read answers an error (a network or server failure). */
  failDeadline?: boolean;
  /** listFactors answers an error. */
  failFactors?: boolean;
};

export const memberProfile: AccessProfile = {
  full_name: 'Ama Mensah',
  membership_tier: 'Professional',
  mfa_enabled: false,
  is_lms_active: true,
  is_cert_partner: false,
  has_premium_tool_access: false,
};

/**
 * The fake client answering the reads the session store makes (profile, admin role, factors,
 * AAL, MFA deadline) from `backend`; `reads` counts profile and deadline reads, so a test can
 * prove when access was read again.
 */
export function fakeAccessClient(backend: FakeBackend) {
  const reads = { profile: 0, deadline: 0 };
  const fake = createFakeSupabase({
    table: (call) => {
      if (call.table === 'profiles') {
        reads.profile += 1;
        return backend.failProfile ? fail('boom') : ok(backend.profile);
      }
      reads.deadline += 1;
      if (backend.failDeadline) return fail('Failed to fetch');
      return ok(backend.deadline === null ? null : { mfa_setup_deadline: backend.deadline });
    },
    rpc: (name) => {
      if (name === 'has_role') return ok(backend.isAdmin);
      if (name === 'current_member_tier')
        return ok(
          backend.tier !== undefined ? backend.tier : (backend.profile?.membership_tier ?? null),
        );
      return ok(null);
    },
    factors: () => backend.factors,
    listFactors: () => (backend.failFactors ? fail('factors down') : undefined),
    aal: () => backend.aal,
  });
  return Object.assign(fake, { reads });
}
