import type { AccessView } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';

export type LoginView =
  | { kind: 'checking' }
  | { kind: 'redirect'; to: string }
  | { kind: 'mfa-step' }
  /** Signed in, but whether MFA is owed could not be read even after retries. */
  | { kind: 'unverified' }
  | { kind: 'forms' };

export const HOME_PATH = paths.home();
export const LOCKOUT_PATH = paths.mfaLockout();
export const ACCOUNT_PATH = paths.account();

type Input = Pick<
  AccessView,
  'status' | 'loading' | 'aal' | 'hasVerifiedFactor' | 'mfaState' | 'mfaCheck'
> & {
  /**
   * Where an action of this page already decided to go (a redeemed backup code: /account),
   * once `ready` (the access information it waits for has been re-read).
   */
  pending: { to: string; ready: boolean } | null;
  /**
   * The page that sent the visitor here (`?next=`, already checked by safeReturnPath), where a
   * finished sign-in goes instead of /; null for a plain visit to /login.
   */
  returnTo: string | null;
};

/**
 * What /login shows for the current session, both on page
 * load and right after a password sign-in or the MFA step, which only change the session:
 * deadline passed without MFA → /mfa-lockout; already aal2 → /; a verified factor → the MFA
 * step; otherwise /. "/" is the page that sent the visitor here when there is one (a reset link
 * to /account that needed the MFA step first). While the MFA facts are unknown (a failed read
 * being retried) it waits, and then says so, rather than skip the MFA step on a guess.
 */
export function decideLoginView({
  status,
  loading,
  aal,
  hasVerifiedFactor,
  mfaState,
  mfaCheck,
  pending,
  returnTo,
}: Input): LoginView {
  if (pending) return pending.ready ? { kind: 'redirect', to: pending.to } : { kind: 'checking' };
  if (loading) return { kind: 'checking' };
  if (status !== 'signed-in' && status !== 'mfa-pending') return { kind: 'forms' };
  if (mfaCheck === 'retrying') return { kind: 'checking' };
  if (mfaCheck === 'failed') return { kind: 'unverified' };
  if (mfaState.kind === 'locked') return { kind: 'redirect', to: LOCKOUT_PATH };
  const done = returnTo ?? HOME_PATH;
  if (aal === 'aal2') return { kind: 'redirect', to: done };
  if (hasVerifiedFactor) return { kind: 'mfa-step' };
  return { kind: 'redirect', to: done };
}
