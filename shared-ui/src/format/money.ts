/**
 * Money is integer pesewas end to end (1 GHS = 100 pesewas); this is the one place that turns
 * it into text. Always `GHS` + two decimals (spec: amount_cents / 100 with 2 decimals in GHS),
 * digit grouping following the reader's language.
 */
export function formatCedis(pesewas: number, language = 'en'): string {
  if (!Number.isInteger(pesewas)) throw new RangeError(`pesewas must be an integer: ${pesewas}`);
  const amount = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(pesewas / 100);
  return `GHS ${amount}`;
}
