import { downloadBlob } from '@csan/shared-ui/forms';
/**
 * CSV downloads of a whole filtered list (audit log, leads), built page by page so 100,000 rows
 * never block the tab: each page is fetched (keyset, not offset, so rows added meanwhile neither
 * repeat nor shift), turned into CSV text by papaparse (loaded on the first download) and kept
 * as one part of the file; the file is a Blob of those parts. Every field is quoted with quotes
 * doubled; fields starting with = + - @ are prefixed with ' so a spreadsheet does not run them
 * (papaparse's escapeFormulae: lead names come from anonymous visitors).
 */

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null;
};

/** Rows fetched per request while exporting. */
export const CSV_BATCH_SIZE = 1000;

/** The CSV text of `rows` (with the header line when `header`), CRLF line ends. */
export async function csvText<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  header: boolean,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const data = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      return value === null ? '' : String(value);
    }),
  );
  const text = Papa.unparse(
    { fields: columns.map((column) => column.header), data },
    { quotes: true, header, escapeFormulae: true, newline: '\r\n' },
  );
  // papaparse ends a header without rows with a line break, and rows without one.
  return text === '' || text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** `<prefix>-2026-11-25T11-30-05Z.csv`: the moment of the download, safe in any file system. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `${prefix}-${stamp}.csv`;
}

type ExportOptions<Row> = {
  /** The next batch after `after` (null: the first), in the list's order, at most `size` rows. */
  fetchBatch: (after: Row | null, size: number) => Promise<Row[]>;
  columns: readonly CsvColumn<Row>[];
  /** Rows written so far, after each batch. */
  onProgress?: (rows: number) => void;
  signal?: AbortSignal;
  batchSize?: number;
};

/** Every row, batch by batch, as the parts of a CSV file (the header line first). */
export async function csvParts<Row>({
  fetchBatch,
  columns,
  onProgress,
  signal,
  batchSize = CSV_BATCH_SIZE,
}: ExportOptions<Row>): Promise<string[]> {
  // A byte order mark, so spreadsheet programs read the file as UTF-8 (accents, names).
  const parts = ['\ufeff', await csvText([], columns, true)];
  let after: Row | null = null;
  let written = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await fetchBatch(after, batchSize);
    if (batch.length > 0) parts.push(await csvText(batch, columns, false));
    written += batch.length;
    onProgress?.(written);
    if (batch.length < batchSize) return parts;
    after = batch[batch.length - 1] ?? null;
  }
}

/** Hands the parts to the browser as a file download (a UTF-8 CSV). */
export function saveCsv(fileName: string, parts: readonly string[]): void {
  downloadBlob(new Blob(parts as string[], { type: 'text/csv;charset=utf-8' }), fileName);
}

/**
 * A PostgREST `or` filter for the rows after `(at, id)` in a list ordered by `at` desc, then
 * `id` desc: what the next batch of a keyset export asks for.
 */
export function afterKeyset(atColumn: string, idColumn: string, at: string, id: string): string {
  const quote = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return `${atColumn}.lt.${quote(at)},and(${atColumn}.eq.${quote(at)},${idColumn}.lt.${quote(id)})`;
}
