import type { Tables } from './database.types';
import { reportError } from './report-error';
import type { Aal, AccessInfo, AccessProfile } from './session-store';
import type { CsanClient } from './supabase';

const PROFILE_COLUMNS =
  'full_name, membership_tier, mfa_enabled, is_lms_active, is_cert_partner, has_premium_tool_access';

function logFailure(what: string, error: unknown): void {
  // The shell decides access with these reads: a failure is reported (the access itself fails
  // closed, see readAccess).
  reportError(error, { remote: 'shell', source: 'query', action: `${what} read` });
}

/** The part of supabase-js's `User` read here: its MFA factors as the session holds them. */
type SessionUser = { factors?: { id: string; factor_type: string; status: string }[] };

type Settled<T> = { ok: true; value: T } | { ok: false };

/** Settles a read to its value (`empty` when there is no row), or to a logged failure. */
async function settle<T>(
  what: string,
  read: () => PromiseLike<{ data: T | null; error: unknown }>,
  empty: T,
): Promise<Settled<T>> {
  try {
    const { data, error } = await read();
    if (error) {
      logFailure(what, error);
      return { ok: false };
    }
    return { ok: true, value: data ?? empty };
  } catch (error) {
    logFailure(what, error);
    return { ok: false };
  }
}

/** The value of a settled read, or `fallback` when it failed. */
function valueOr<T>(settled: Settled<T>, fallback: T): T {
  return settled.ok ? settled.value : fallback;
}

/**
 * The tier the guards use is the database's (current_member_tier: the member's own, or
 * Corporate through a corporate team), the one RLS decides with; the profile's column is the
 * paid tier alone. A failed tier read keeps the paid tier.
 */
function withTier(
  profile: AccessProfile | null,
  tier: Settled<string | null>,
): AccessProfile | null {
  return profile && tier.ok ? { ...profile, membership_tier: tier.value } : profile;
}

function toAal(level: string | null | undefined): Aal {
  return level === 'aal1' || level === 'aal2' ? level : null;
}

/**
 * Reads everything the shell decides access with, in parallel: the profile, the admin role (the
 * database's has_role, the same check RLS uses), the verified TOTP factor, the session's AAL and
 * the MFA deadline. Failed access checks deny access: a failed profile or role
 * read counts as "no tier" and "not admin". A failed factor or deadline read cannot be counted
 * as "no factor" or "no deadline" (that would skip the MFA step, the banner and the lockout),
 * so it is reported as `mfaCheck: 'failed'` and the MFA values stay unknown; the session sync
 * retries it and guards of member pages wait or deny meanwhile.
 */
export async function readAccess(
  client: CsanClient,
  userId: string,
  /** The session's own copy of the user (its factors), for when the factor read fails. */
  sessionUser?: SessionUser | null,
): Promise<{ aal: Aal; access: AccessInfo }> {
  const [profile, tier, isAdmin, factors, level, enforcement] = await Promise.all([
    settle<AccessProfile | null>(
      'profile',
      () => client.from('profiles').select(PROFILE_COLUMNS).eq('user_id', userId).maybeSingle(),
      null,
    ),
    settle<string | null>('tier', () => client.rpc('current_member_tier'), null),
    settle<boolean>(
      'admin role',
      () => client.rpc('has_role', { _user_id: userId, _role: 'admin' }),
      false,
    ),
    settle('MFA factors', () => client.auth.mfa.listFactors(), null),
    settle('assurance level', () => client.auth.mfa.getAuthenticatorAssuranceLevel(), null),
    settle<Pick<Tables<'mfa_enforcement'>, 'mfa_setup_deadline'> | null>(
      'MFA deadline',
      () =>
        client
          .from('mfa_enforcement')
          .select('mfa_setup_deadline')
          .eq('user_id', userId)
          .maybeSingle(),
      null,
    ),
  ]);
  const aal = toAal(valueOr(level, null)?.currentLevel);
  const isVerifiedTotp = (factor: { factor_type: string; status: string }) =>
    factor.factor_type === 'totp' && factor.status === 'verified';
  // Offline the factor read fails (it asks the auth server), but an aal2 session already proves
  // a verified factor: the server signed that claim after checking one, so no MFA step, banner
  // or lockout is owed whatever the deadline. The factor's id is the session's own copy's. A
  // session below aal2 proves nothing: its MFA facts stay unknown (the guards wait, then deny).
  const proven =
    !factors.ok && aal === 'aal2' ? sessionUser?.factors?.find(isVerifiedTotp) : undefined;
  const mfaKnown = (factors.ok && enforcement.ok) || proven !== undefined;
  const verified =
    proven ?? (mfaKnown ? valueOr(factors, null)?.all.find(isVerifiedTotp) : undefined);
  return {
    aal,
    access: {
      loaded: true,
      profile: withTier(valueOr(profile, null), tier),
      isAdmin: valueOr(isAdmin, false) === true,
      verifiedFactorId: verified?.id ?? null,
      mfaDeadline:
        mfaKnown && enforcement.ok ? (enforcement.value?.mfa_setup_deadline ?? null) : null,
      mfaCheck: mfaKnown ? 'ok' : 'failed',
    },
  };
}
