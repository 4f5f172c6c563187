/** TLP 2.0 levels, least to most restricted (the database's `intel_tlp` values). */
export const TLP_LEVELS = ['clear', 'green', 'amber', 'amber_strict', 'red'] as const;
export type TlpLevel = (typeof TLP_LEVELS)[number];

/** Each label exactly as FIRST writes it (TLP 2.0, "Standard definitions and usage guidance"). */
export const TLP_LABEL: Record<TlpLevel, string> = {
  clear: 'TLP:CLEAR',
  green: 'TLP:GREEN',
  amber: 'TLP:AMBER',
  amber_strict: 'TLP:AMBER+STRICT',
  red: 'TLP:RED',
};

/**
 * FIRST's colours: the label's text in its RGB colour on a black background (RED 255,43,43;
 * AMBER 255,192,0; GREEN 51,255,0; CLEAR 255,255,255). Every pair is over 7:1 contrast.
 */
export const TLP_COLOUR: Record<TlpLevel, string> = {
  clear: '#FFFFFF',
  green: '#33FF00',
  amber: '#FFC000',
  amber_strict: '#FFC000',
  red: '#FF2B2B',
};
export const TLP_BACKGROUND = '#000000';

export const isTlpLevel = (value: unknown): value is TlpLevel =>
  (TLP_LEVELS as readonly unknown[]).includes(value);
