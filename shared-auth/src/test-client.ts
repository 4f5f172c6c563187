import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { AccessProfile } from './session-store';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** What the fake backend answers for one user; every field can be changed between reads. */
export type FakeBackend = {
  profile: AccessProfile | null;
  isAdmin: boolean;
  factors: { id: string; factor_type: 'totp'; status: 'verified' | 'unverified' }[];
  aal: 'aal1' | 'aal2';
  deadline: string | null;
  failProfile: boolean;
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

export function sessionFor(id: string, email = `${id}@csan.test`): Session {
  return { access_token: `t-${id}`, user: { id, email } } as unknown as Session;
}

/**
 * A supabase-js stand-in with just the calls shared-auth makes. Reads are answered from
 * `backend`; `reads` counts profile reads so tests can prove when access was re-read.
 */
export function fakeClient(backend: FakeBackend) {
  let listener: Listener = () => {};
  const unsubscribe = vi.fn();
  const reads = { profile: 0, deadline: 0 };
  const single = <T>(value: () => T) => ({
    eq: () => ({ maybeSingle: async () => value() }),
  });
  const client = {
    auth: {
      onAuthStateChange: (cb: Listener) => {
        listener = cb;
        return { data: { subscription: { unsubscribe } } };
      },
      mfa: {
        listFactors: async () =>
          backend.failFactors
            ? { data: null, error: { message: 'factors down' } }
            : { data: { all: backend.factors }, error: null },
        getAuthenticatorAssuranceLevel: async () => ({
          data: { currentLevel: backend.aal },
          error: null,
        }),
      },
    },
    rpc: async (name: string) => ({
      data: name === 'has_role' ? backend.isAdmin : null,
      error: null,
    }),
    from: (table: string) => ({
      select: () =>
        single(() => {
          if (table === 'profiles') {
            reads.profile += 1;
            return backend.failProfile
              ? { data: null, error: { message: 'boom' } }
              : { data: backend.profile, error: null };
          }
          reads.deadline += 1;
          if (backend.failDeadline) return { data: null, error: { message: 'Failed to fetch' } };
          return {
            data: backend.deadline === null ? null : { mfa_setup_deadline: backend.deadline },
            error: null,
          };
        }),
    }),
  } as unknown as SupabaseClient;
  return {
    client,
    reads,
    unsubscribe,
    emit: (event: AuthChangeEvent, session: Session | null) => listener(event, session),
  };
}
