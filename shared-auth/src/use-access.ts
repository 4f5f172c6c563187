import type { User } from '@supabase/supabase-js';
import { type MfaDeadlineState, mfaDeadlineState } from './mfa-deadline';
import {
  type Aal,
  type AccessProfile,
  type MfaCheck,
  type SessionStatus,
  useSession,
} from './session-store';
import { isTier, type Tier } from './tiers';

export type AccessView = {
  status: SessionStatus;
  /** True while the session or the signed-in user's access information is still loading. */
  loading: boolean;
  user: User | null;
  profile: AccessProfile | null;
  tier: Tier | null;
  isAdmin: boolean;
  aal: Aal;
  hasVerifiedFactor: boolean;
  /**
   * A session at aal1 whose user has a verified factor has not finished signing in: the MFA
   * step of /login is still owed.
   */
  needsMfaStep: boolean;
  mfaState: MfaDeadlineState;
  /**
   * Whether the MFA facts behind `hasVerifiedFactor`, `needsMfaStep` and `mfaState` are known.
   * While not `ok` those read as "no factor, no deadline" but mean "unknown": guards of member
   * pages wait (`retrying`) or deny (`failed`) instead of allowing.
   */
  mfaCheck: MfaCheck;
};

/** Derived access values of the current user for components (re-renders on store changes). */
export function useAccess(today: Date = new Date()): AccessView {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const aal = useSession((s) => s.aal);
  const access = useSession((s) => s.access);
  const tier = access.profile?.membership_tier;
  const hasVerifiedFactor = access.verifiedFactorId !== null;
  const hasSession = status === 'signed-in' || status === 'mfa-pending';
  return {
    status,
    loading: status === 'loading' || (hasSession && !access.loaded),
    user,
    profile: access.profile,
    tier: isTier(tier) ? tier : null,
    isAdmin: access.isAdmin,
    aal,
    hasVerifiedFactor,
    needsMfaStep:
      status === 'mfa-pending' || (status === 'signed-in' && hasVerifiedFactor && aal !== 'aal2'),
    mfaState: mfaDeadlineState({ deadline: access.mfaDeadline, hasVerifiedFactor, today }),
    mfaCheck: hasSession ? (access.mfaCheck ?? 'ok') : 'ok',
  };
}
