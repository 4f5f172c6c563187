import en from '../../i18n/en.json';

/**
 * The three purchasable tiers on the home page; the Professional card is highlighted. `tier` is
 * the name in membership_pricing, where the prices come from; Corporate's is the price "from"
 * (a team of its minimum size).
 */
export const HOME_TIERS = [
  { key: 'student', tier: 'Student', popular: false },
  { key: 'professional', tier: 'Professional', popular: true },
  { key: 'corporate', tier: 'Corporate', popular: false },
] as const;

export type HomeTier = (typeof HOME_TIERS)[number];

/** Feature keys of one tier card; English is the reference shape. */
export function tierFeatureKeys(tier: HomeTier): string[] {
  return Object.keys(en.home.tiers[tier.key].features);
}
