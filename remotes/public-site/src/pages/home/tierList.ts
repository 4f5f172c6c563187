import en from '../../i18n/en.json';

/** The three purchasable tiers on the home page; the Professional card is highlighted. */
export const HOME_TIERS = [
  { key: 'student', popular: false },
  { key: 'professional', popular: true },
  { key: 'corporate', popular: false },
] as const;

export type HomeTier = (typeof HOME_TIERS)[number];

/** Feature keys of one tier card; English is the reference shape. */
export function tierFeatureKeys(tier: HomeTier): string[] {
  return Object.keys(en.home.tiers[tier.key].features);
}
