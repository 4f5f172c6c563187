import type { Area } from './area';

export type AreaAccess = 'granted' | 'denied' | 'needs-mfa';

type AreaFlags = {
  is_lms_active: boolean;
  is_cert_partner: boolean;
  has_premium_tool_access: boolean;
};

/** What the area rule reads: the user's flags, whether MFA is set up, the session's level. */
export type AreaAccessInput = {
  profile: AreaFlags | null;
  hasVerifiedFactor: boolean;
  aal: 'aal1' | 'aal2' | null;
};

/**
 * Learning needs is_lms_active, tools has_premium_tool_access, certification
 * is_cert_partner and MFA. For certification "MFA" means a verified factor used in this session
 * (aal2), matching the database, whose certification rows need an aal2 token. A partner without
 * that gets `needs-mfa` (something they can fix) rather than `denied` (ask an admin).
 */
export function areaAccess(
  area: Area,
  { profile, hasVerifiedFactor, aal }: AreaAccessInput,
): AreaAccess {
  if (!profile) return 'denied';
  switch (area) {
    case 'learning':
      return profile.is_lms_active ? 'granted' : 'denied';
    case 'tools':
      return profile.has_premium_tool_access ? 'granted' : 'denied';
    case 'certification':
      if (!profile.is_cert_partner) return 'denied';
      return hasVerifiedFactor && aal === 'aal2' ? 'granted' : 'needs-mfa';
  }
}
