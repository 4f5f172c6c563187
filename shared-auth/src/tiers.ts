/** Membership tiers in ascending order. */
export type Tier = 'Student' | 'Professional' | 'Corporate';

export const TIERS: readonly Tier[] = ['Student', 'Professional', 'Corporate'];

/** Student 1, Professional 2, Corporate 3; anything else (empty, unknown, null) 0. */
export function tierRank(tier: string | null | undefined): number {
  const index = TIERS.indexOf(tier as Tier);
  return index + 1;
}

export function isTier(value: string | null | undefined): value is Tier {
  return tierRank(value) > 0;
}

/**
 * The tier guard: a tier is granted to members of that tier or higher; admins
 * pass. An unknown required tier is never accessible (a typo must not open a page), and a member
 * without a known tier has rank 0, below every tier.
 */
export function meetsTier(
  memberTier: string | null | undefined,
  requiredTier: string,
  { isAdmin }: { isAdmin: boolean },
): boolean {
  const required = tierRank(requiredTier);
  if (required === 0) return false;
  if (isAdmin) return true;
  return tierRank(memberTier) >= required;
}

type Who = { tier: string | null | undefined; isAdmin: boolean };

/** /corporate-team: Corporate tier or admin. */
export function canAccessCorporateTeam({ tier, isAdmin }: Who): boolean {
  return meetsTier(tier, 'Corporate', { isAdmin });
}

/** /rd-projects: Professional, Corporate or admin. */
export function canAccessRdProjects({ tier, isAdmin }: Who): boolean {
  return meetsTier(tier, 'Professional', { isAdmin });
}
