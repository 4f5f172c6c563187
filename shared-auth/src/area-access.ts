import { AREAS, type AreaFlag } from '@csan/remotes';
import type { Area } from './area';

export type AreaAccess = 'granted' | 'denied' | 'needs-mfa';

type AreaFlags = Record<AreaFlag, boolean>;

/** Area → the profile flag that grants it and whether it also needs MFA (the registry). */
const AREA_RULES: ReadonlyMap<Area, { flag: AreaFlag; mfa: boolean }> = new Map(
  AREAS.map((a) => [a.name, { flag: a.flag, mfa: 'mfa' in a }]),
);

/** What the area rule reads: the user's flags, whether MFA is set up, the session's level. */
export type AreaAccessInput = {
  profile: AreaFlags | null;
  hasVerifiedFactor: boolean;
  aal: 'aal1' | 'aal2' | null;
};

/**
 * Each area needs its profile flag (learning is_lms_active, tools has_premium_tool_access,
 * certification is_cert_partner); an area marked `mfa` in the registry (certification) also
 * needs MFA, meaning a verified factor used in this session (aal2), matching the database,
 * whose certification rows need an aal2 token. A partner without that gets `needs-mfa`
 * (something they can fix) rather than `denied` (ask an admin).
 */
export function areaAccess(
  area: Area,
  { profile, hasVerifiedFactor, aal }: AreaAccessInput,
): AreaAccess {
  const rule = AREA_RULES.get(area);
  if (!profile || !rule || !profile[rule.flag]) return 'denied';
  if (!rule.mfa) return 'granted';
  return hasVerifiedFactor && aal === 'aal2' ? 'granted' : 'needs-mfa';
}
