import {
  type AccessProfile,
  type MfaCheck,
  type SessionState,
  useSession,
} from '@csan/shared-auth';
import type { User } from '@supabase/supabase-js';

/** Test helper: who is looking, as the shared session store would hold it. */
export type TestViewer =
  | 'loading'
  | 'signed-out'
  | {
      tier?: string | null;
      isAdmin?: boolean;
      fullName?: string | null;
      email?: string;
      aal?: 'aal1' | 'aal2';
      verifiedFactor?: boolean;
      mfaDeadline?: string | null;
      flags?: Partial<
        Pick<AccessProfile, 'is_lms_active' | 'is_cert_partner' | 'has_premium_tool_access'>
      >;
      accessLoaded?: boolean;
      /** Whether the MFA facts could be read (default ok). */
      mfaCheck?: MfaCheck;
    };

const unloaded: SessionState['access'] = {
  loaded: false,
  profile: null,
  isAdmin: false,
  verifiedFactorId: null,
  mfaDeadline: null,
};

/** Puts `viewer` into the shared session store (what onAuthStateChange + reads would do). */
export function setViewer(viewer: TestViewer): void {
  if (viewer === 'loading') {
    useSession.setState({
      status: 'loading',
      session: null,
      user: null,
      aal: null,
      access: unloaded,
    });
    return;
  }
  if (viewer === 'signed-out') {
    useSession.setState({
      status: 'signed-out',
      session: null,
      user: null,
      aal: null,
      access: { ...unloaded, loaded: true },
    });
    return;
  }
  const email = viewer.email ?? 'member@csan.test';
  useSession.setState({
    status: 'signed-in',
    session: null,
    user: { id: 'u1', email } as User,
    aal: viewer.aal ?? 'aal1',
    access: {
      loaded: viewer.accessLoaded ?? true,
      isAdmin: viewer.isAdmin ?? false,
      verifiedFactorId: viewer.verifiedFactor ? 'f1' : null,
      mfaDeadline: viewer.mfaDeadline ?? null,
      mfaCheck: viewer.mfaCheck ?? 'ok',
      profile: {
        full_name: viewer.fullName ?? null,
        membership_tier: viewer.tier ?? null,
        mfa_enabled: viewer.verifiedFactor ?? false,
        is_lms_active: false,
        is_cert_partner: false,
        has_premium_tool_access: false,
        ...viewer.flags,
      },
    },
  });
}
