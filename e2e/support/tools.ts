import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import Papa from 'papaparse';

/** The seeded tools assessments of partner@csan.test (docs/areas/tools-data.md "Seed"). */
export const TOOLS_SEED = {
  finished: '00000000-0000-4000-8a00-000000000001',
  inProgress: '00000000-0000-4000-8a00-000000000002',
} as const;

/** A downloaded CSV's rows (a leading byte-order mark dropped). */
export async function csvRows(download: Download): Promise<string[][]> {
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}
