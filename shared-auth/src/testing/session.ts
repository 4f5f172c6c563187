import type { Session, User } from '@supabase/supabase-js';
import {
  type AccessProfile,
  type MfaCheck,
  type SessionState,
  UNLOADED_ACCESS,
  useSession,
} from '../session-store';

/** A JWT-shaped token whose payload carries `claims` (the signature is never checked here). */
export function tokenWith(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/** A session of user `id` as supabase-js reports it to onAuthStateChange. */
export function sessionFor(id: string, email = `${id}@csan.test`): Session {
  return { access_token: `t-${id}`, user: { id, email } } as unknown as Session;
}

/** Who is looking at the page, as the shared session store would hold it. */
export type TestViewer =
  | 'loading'
  | 'signed-out'
  | {
      id?: string;
      email?: string;
      lastSignInAt?: string;
      /** The session's access token (tokenWith(claims) for a token with claims). */
      accessToken?: string;
      tier?: string | null;
      isAdmin?: boolean;
      fullName?: string | null;
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

/** Puts `viewer` into the shared session store (what onAuthStateChange and the reads do). */
export function setViewer(viewer: TestViewer): void {
  if (viewer === 'loading') {
    useSession.setState({
      status: 'loading',
      session: null,
      user: null,
      aal: null,
      access: UNLOADED_ACCESS,
    });
    return;
  }
  if (viewer === 'signed-out') {
    useSession.setState({
      status: 'signed-out',
      session: null,
      user: null,
      aal: null,
      access: { ...UNLOADED_ACCESS, loaded: true },
    });
    return;
  }
  const user = {
    id: viewer.id ?? 'u1',
    email: viewer.email ?? 'member@csan.test',
    ...(viewer.lastSignInAt ? { last_sign_in_at: viewer.lastSignInAt } : {}),
  } as User;
  const state: SessionState = {
    // As the store decides it: a verified factor in a session that is not aal2 owes the step.
    status:
      viewer.verifiedFactor && (viewer.aal ?? 'aal1') !== 'aal2' ? 'mfa-pending' : 'signed-in',
    session: viewer.accessToken
      ? ({ access_token: viewer.accessToken, user } as unknown as Session)
      : null,
    user,
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
  };
  useSession.setState(state);
}
