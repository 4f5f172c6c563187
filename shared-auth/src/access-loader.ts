import type { SupabaseClient } from '@supabase/supabase-js';
import type { Aal, AccessInfo, AccessProfile } from './session-store';

const PROFILE_COLUMNS =
  'full_name, membership_tier, mfa_enabled, is_lms_active, is_cert_partner, has_premium_tool_access';

function logFailure(what: string, error: unknown): void {
  // Spec section 8: profile or access load errors are only logged to the console.
  console.error(`[csan] ${what} failed to load:`, error);
}

/** Settles a read to its value, or to `fallback` (logged) when it fails or throws. */
async function settle<T>(
  what: string,
  read: () => PromiseLike<{ data: T | null; error: unknown }>,
  fallback: T,
): Promise<T> {
  try {
    const { data, error } = await read();
    if (error) {
      logFailure(what, error);
      return fallback;
    }
    return data ?? fallback;
  } catch (error) {
    logFailure(what, error);
    return fallback;
  }
}

function toAal(level: string | null | undefined): Aal {
  return level === 'aal1' || level === 'aal2' ? level : null;
}

/**
 * Reads everything the shell decides access with, in parallel: the profile, the admin role (the
 * database's has_role, the same check RLS uses), the verified TOTP factor, the session's AAL and
 * the MFA deadline. A failed read counts as "no access" (spec: failed access checks deny access).
 */
export async function readAccess(
  client: SupabaseClient,
  userId: string,
): Promise<{ aal: Aal; access: AccessInfo }> {
  const [profile, isAdmin, factors, level, enforcement] = await Promise.all([
    settle<AccessProfile | null>(
      'profile',
      () => client.from('profiles').select(PROFILE_COLUMNS).eq('user_id', userId).maybeSingle(),
      null,
    ),
    settle<boolean>(
      'admin role',
      () => client.rpc('has_role', { _user_id: userId, _role: 'admin' }),
      false,
    ),
    settle('MFA factors', () => client.auth.mfa.listFactors(), null),
    settle('assurance level', () => client.auth.mfa.getAuthenticatorAssuranceLevel(), null),
    settle<{ mfa_setup_deadline: string | null } | null>(
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
  const verified = factors?.all.find(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
  return {
    aal: toAal(level?.currentLevel),
    access: {
      loaded: true,
      profile,
      isAdmin: isAdmin === true,
      verifiedFactorId: verified?.id ?? null,
      mfaDeadline: enforcement?.mfa_setup_deadline ?? null,
    },
  };
}
