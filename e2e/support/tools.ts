import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import Papa from 'papaparse';

/** The seeded tools assessments of partner@csan.test (docs/areas/tools-data.md "Seed"). */
export const TOOLS_SEED = {
  finished: '00000000-0000-4000-8a00-000000000001',
  inProgress: '00000000-0000-4000-8a00-000000000002',
} as const;

/** The text of a downloaded PDF, page by page joined (pdfjs, as a reader would extract it). */
export async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** A downloaded CSV's rows (a leading byte-order mark dropped). */
export async function csvRows(download: Download): Promise<string[][]> {
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}
