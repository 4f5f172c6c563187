import { tierRank } from '@csan/shared-auth';

/** What a visitor or member may do with an item of a tier. */
export type ResourceAccess =
  /** Public: anyone, after the lead form. */
  | 'lead'
  /** A gated item the member's tier (or admin role) opens. */
  | 'open'
  /** A gated item and nobody signed in: sign in first. */
  | 'sign-in'
  /** A gated item above the member's tier: upgrade. */
  | 'upgrade';

/** An item's required rank: Public 0, Student 1, Professional 2, Corporate 3, unknown 999. */
export function itemRank(accessTier: string): number {
  if (accessTier === 'Public') return 0;
  return tierRank(accessTier) || 999;
}

type Who = { signedIn: boolean; tier: string | null | undefined; isAdmin: boolean };

/**
 * The library's tier check, as the database decides it for the file (storage policy and
 * start_resource_download): Public items are open to everyone; otherwise a member opens an item
 * when their rank (unknown tier 0) is at least the item's (unknown tier 999, never); admins
 * open everything. A gated item asks a visitor to sign in before anything else.
 */
export function resourceAccess(
  accessTier: string,
  { signedIn, tier, isAdmin }: Who,
): ResourceAccess {
  const required = itemRank(accessTier);
  if (required === 0) return 'lead';
  if (!signedIn) return 'sign-in';
  if (isAdmin) return 'open';
  return tierRank(tier) >= required ? 'open' : 'upgrade';
}
