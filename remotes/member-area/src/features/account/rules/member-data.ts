import { z } from 'zod';

type Row = Record<string, unknown>;

/**
 * What export_my_data answers (supabase/migrations/20261129150000_member_data_export.sql): the
 * account, the teams and projects the member belongs to, and one list of rows per table with
 * personal data. Checked before it becomes a file, so a changed function fails loudly here.
 */
export const memberDataSchema = z.object({
  format: z.literal('csan-member-data/1'),
  generated_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  memberships: z.object({
    teams: z.array(z.record(z.string(), z.unknown())),
    projects: z.array(z.record(z.string(), z.unknown())),
  }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export type MemberData = z.infer<typeof memberDataSchema>;

/** The CSV's columns: every table in one file whatever its own columns, one field a line. */
export const MEMBER_DATA_CSV_FIELDS = ['section', 'row', 'field', 'value'] as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function linesOf(section: string, rows: readonly Row[]): string[][] {
  return rows.flatMap((row, index) =>
    Object.keys(row)
      .sort()
      .map((field) => [section, String(index + 1), field, cell(row[field])]),
  );
}

/**
 * The data as CSV records (section, row number, field, value): the account, then
 * `memberships.teams` / `memberships.projects`, then `tables.<table>` in name order. A table
 * with no row of the member's has no line (the JSON file lists it as []).
 */
export function memberDataRecords(data: MemberData): string[][] {
  return [
    ...linesOf('account', [data.account]),
    ...linesOf('memberships.teams', data.memberships.teams),
    ...linesOf('memberships.projects', data.memberships.projects),
    ...Object.keys(data.tables)
      .sort()
      .flatMap((table) => linesOf(`tables.${table}`, data.tables[table] ?? [])),
  ];
}

/**
 * The CSV text, built by papaparse (loaded on the first download): every field quoted, fields
 * that start with = + - @ prefixed with ' so a spreadsheet does not run them (a lead's name came
 * from a form), CRLF line ends, a byte order mark so spreadsheets read UTF-8.
 */
export async function memberDataCsv(data: MemberData): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(
    { fields: [...MEMBER_DATA_CSV_FIELDS], data: memberDataRecords(data) },
    { quotes: true, escapeFormulae: true, newline: '\r\n' },
  );
  return `\ufeff${text}\r\n`;
}

/** `csan-my-data-2026-11-29.json`: the day of the download. */
export function memberDataFileName(kind: 'json' | 'csv', now: Date = new Date()): string {
  return `csan-my-data-${now.toISOString().slice(0, 10)}.${kind}`;
}
