import type { ExportIndicator } from './stix.ts';

/**
 * One cell: quoted when it holds a comma, quote or line break; a leading =, +, -, @, tab or
 * carriage return gets a ' first, so a spreadsheet never runs an indicator as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** type,value,description — one row per indicator, CRLF line ends (RFC 4180). */
export function indicatorsCsv(indicators: ExportIndicator[]): string {
  const rows = [['type', 'value', 'description']].concat(
    indicators.map((i) => [i.type, i.value, i.description ?? '']),
  );
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
