import type { AccessView } from '@csan/shared-auth';

export type LoginView =
  | { kind: 'checking' }
  | { kind: 'redirect'; to: string }
  | { kind: 'mfa-step' }
  | { kind: 'forms' };

export const HOME_PATH = '/';
export const LOCKOUT_PATH = '/mfa-lockout';
export const ACCOUNT_PATH = '/account';

type Input = Pick<AccessView, 'status' | 'loading' | 'aal' | 'hasVerifiedFactor' | 'mfaState'> & {
  /**
   * Where an action of this page already decided to go (a redeemed backup code: /account),
   * once `ready` (the access information it waits for has been re-read).
   */
  pending: { to: string; ready: boolean } | null;
};

/**
 * What /login shows for the current session (platform spec section 4, Login flow), both on page
 * load and right after a password sign-in, which only changes the session: deadline passed
 * without MFA → /mfa-lockout; already aal2 → /; a verified factor → the MFA step; otherwise /.
 */
export function decideLoginView({
  status,
  loading,
  aal,
  hasVerifiedFactor,
  mfaState,
  pending,
}: Input): LoginView {
  if (pending) return pending.ready ? { kind: 'redirect', to: pending.to } : { kind: 'checking' };
  if (loading) return { kind: 'checking' };
  if (status !== 'signed-in') return { kind: 'forms' };
  if (mfaState.kind === 'locked') return { kind: 'redirect', to: LOCKOUT_PATH };
  if (aal === 'aal2') return { kind: 'redirect', to: HOME_PATH };
  if (hasVerifiedFactor) return { kind: 'mfa-step' };
  return { kind: 'redirect', to: HOME_PATH };
}
