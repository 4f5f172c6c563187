/**
 * A budget in US dollars as the reader's language writes it: `$45,000.00` (en),
 * `45 000,00 $US` (fr), `US$ 45.000,00` (pt), `US$ 45,000.00` (sw). Always two decimals
 * (the column is numeric(14, 2)).
 */
export function formatUsd(amount: number, language = 'en'): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
