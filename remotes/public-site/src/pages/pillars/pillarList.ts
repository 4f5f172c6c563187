import en from '../../i18n/en.json';

/**
 * The four pillars in display order. `anchor` is the fragment the footer and
 * other pages link to (/pillars#cb-irt), fixed by the spec; `key` is the
 * translation key under `pillars.items`.
 */
export const PILLARS = [
  { key: 'rcbc', anchor: 'r-cbc', acronym: 'R-CBC' },
  { key: 'padrr', anchor: 'padrr', acronym: 'PADRR' },
  { key: 'cbirt', anchor: 'cb-irt', acronym: 'CB-IRT' },
  { key: 'ets', anchor: 'ets', acronym: 'ETS' },
] as const;

export type Pillar = (typeof PILLARS)[number];

/** Feature keys of one pillar; English is the reference shape every language must match. */
export function pillarFeatureKeys(pillar: Pillar): string[] {
  return Object.keys(en.pillars.items[pillar.key].features);
}
