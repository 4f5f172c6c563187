import type { LedgerRow } from '../../../api/types';

/** The columns of the CPE export, as the contract names them. */
export const LEDGER_COLUMNS = [
  'completed_on',
  'title',
  'cpe_hours',
  'certificate_code',
  'status',
] as const;

/**
 * The ledger as CSV for a certification body: a byte order mark (spreadsheets read UTF-8),
 * every field quoted, CRLF line ends, and a field starting with = + - @ prefixed with ' so a
 * spreadsheet never runs it (papaparse's escapeFormulae; course titles are editors' text).
 */
export async function ledgerCsv(rows: readonly LedgerRow[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(
    { fields: [...LEDGER_COLUMNS], data: rows.map((r) => LEDGER_COLUMNS.map((c) => String(r[c]))) },
    { quotes: true, escapeFormulae: true, newline: '\r\n' },
  );
  return `\ufeff${text}\r\n`;
}

/** Total CPE hours of the rows that still count (revoked certificates do not). */
export const totalHours = (rows: readonly LedgerRow[]) =>
  Math.round(
    rows.filter((r) => r.status !== 'revoked').reduce((sum, r) => sum + r.cpe_hours, 0) * 10,
  ) / 10;
