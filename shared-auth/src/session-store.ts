import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import type { Tables } from './database.types';

/**
 * `mfa-pending`: a session exists, but its user has a verified factor and the session is still
 * aal1 — the MFA code step is owed. Nothing signed-in is shown for it (the database refuses its
 * member data too); only /login's MFA step uses the session.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'mfa-pending' | 'signed-out';

/** The session's authenticator assurance level (null: no session or not known yet). */
export type Aal = 'aal1' | 'aal2' | null;

/** The profile columns the shell's access rules and header read. */
export type AccessProfile = Pick<
  Tables<'profiles'>,
  | 'full_name'
  | 'membership_tier'
  | 'mfa_enabled'
  | 'is_lms_active'
  | 'is_cert_partner'
  | 'has_premium_tool_access'
>;

/**
 * Whether the MFA facts (verified factor, deadline) are known: `retrying` while a failed read is
 * retried with back-off, `failed` once the retries ran out (until the next auth change or a
 * manual refreshAccess()). While not `ok` they are unknown, never "no factor, no deadline".
 */
export type MfaCheck = 'ok' | 'retrying' | 'failed';

/** Profile and access information of the signed-in user, refreshed on every auth change. */
export type AccessInfo = {
  /** False until the first read for the current user finished (successfully or not). */
  loaded: boolean;
  profile: AccessProfile | null;
  isAdmin: boolean;
  verifiedFactorId: string | null;
  /** mfa_enforcement.mfa_setup_deadline, 'YYYY-MM-DD'. */
  mfaDeadline: string | null;
  /** Absent counts as `ok` (a fixture or a store set before the check existed). */
  mfaCheck?: MfaCheck;
};

export type SessionState = {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  aal: Aal;
  access: AccessInfo;
};

export const UNLOADED_ACCESS: AccessInfo = {
  loaded: false,
  profile: null,
  isAdmin: false,
  verifiedFactorId: null,
  mfaDeadline: null,
};

/** A signed-out visitor: nothing more to load. */
export const SIGNED_OUT: Pick<SessionState, 'status' | 'session' | 'user' | 'aal' | 'access'> = {
  status: 'signed-out',
  session: null,
  user: null,
  aal: null,
  access: { ...UNLOADED_ACCESS, loaded: true },
};

/**
 * The page's one session store. It lives in shared-auth (a shared singleton) because a store
 * defined inside each remote would be created once per remote (module-federation core#4283).
 */
export const useSession = create<SessionState>(() =>
  // No window: a build-time prerender of a public page (shell/src/prerender), always for a
  // visitor. React reads this initial state on a server, whatever setState did since.
  typeof window === 'undefined'
    ? SIGNED_OUT
    : { status: 'loading', session: null, user: null, aal: null, access: UNLOADED_ACCESS },
);

/**
 * Applies a session from supabase-js. Another user (or the first sign-in) starts from unloaded
 * access so a guard waits instead of judging the new user by the old user's profile; the same
 * user (token refreshed, user updated) keeps the access it has while it is re-read, so pages do
 * not flash a loading state every hour.
 */
export function applySession(session: Session | null): void {
  if (!session) {
    useSession.setState(SIGNED_OUT);
    return;
  }
  const previous = useSession.getState();
  const sameUser = previous.user?.id === session.user.id;
  useSession.setState({
    status: owesMfaStep(session) ? 'mfa-pending' : 'signed-in',
    session,
    user: session.user,
    ...(sameUser ? {} : { aal: null, access: UNLOADED_ACCESS }),
  });
}

/** The `aal` claim of an access token (read without verifying: the server verifies it). */
function aalClaim(accessToken: string): string | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * Whether a session still owes the MFA code step, from the session alone (no network, so the
 * first render already knows): its user has a verified factor and its token is not aal2.
 */
export function owesMfaStep(session: Session): boolean {
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return verified && aalClaim(session.access_token) !== 'aal2';
}
