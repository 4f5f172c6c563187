import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { afterKeyset, type CsvColumn, csvFileName, csvParts, csvText } from './csv';

type Row = { id: string; note: string | null; n: number };
const columns: CsvColumn<Row>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'note', value: (row) => row.note },
  { header: 'n', value: (row) => row.n },
];

describe('CSV downloads', () => {
  it('quotes every field and doubles the quotes inside', async () => {
    const text = await csvText([{ id: 'a', note: 'say "hi", then\nleave', n: 3 }], columns, true);
    expect(text).toBe('"id","note","n"\r\n"a","say ""hi"", then\nleave","3"\r\n');
    expect(Papa.parse(text.trim(), { header: true }).data).toEqual([
      { id: 'a', note: 'say "hi", then\nleave', n: '3' },
    ]);
  });

  it('writes an empty quoted field for null and defuses spreadsheet formulae', async () => {
    expect(await csvText([{ id: '=SUM(A1)', note: null, n: -1 }], columns, false)).toBe(
      `"'=SUM(A1)","","'-1"\r\n`,
    );
  });

  it('names the file with the moment of the download', () => {
    expect(csvFileName('audit-logs', new Date('2026-11-25T11:30:05.123Z'))).toBe(
      'audit-logs-2026-11-25T11-30-05Z.csv',
    );
  });

  it('fetches batch after batch from the last row, until a short batch', async () => {
    const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, note: null, n: i }));
    const asked: Array<string | null> = [];
    const progress: number[] = [];
    const parts = await csvParts<Row>({
      columns,
      batchSize: 2,
      fetchBatch: async (after) => {
        asked.push(after?.id ?? null);
        const start = after ? rows.indexOf(after) + 1 : 0;
        return rows.slice(start, start + 2);
      },
      onProgress: (n) => progress.push(n),
    });
    expect(asked).toEqual([null, 'r1', 'r3']);
    expect(progress).toEqual([2, 4, 5]);
    const text = parts.join('');
    expect(text.startsWith('\ufeff"id","note","n"\r\n')).toBe(true);
    expect(Papa.parse(text.slice(1).trim(), { header: true }).data).toHaveLength(5);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      csvParts<Row>({ columns, fetchBatch: async () => [], signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('asks for the rows after a timestamp and id, newest first', () => {
    expect(afterKeyset('timestamp', 'log_id', '2026-11-25T10:00:00.5+00:00', 'abc')).toBe(
      'timestamp.lt."2026-11-25T10:00:00.5+00:00",and(timestamp.eq."2026-11-25T10:00:00.5+00:00",log_id.lt."abc")',
    );
  });
});
