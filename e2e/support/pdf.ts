import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/** The text of a downloaded PDF, page by page joined (pdfjs, as a reader would extract it). */
export async function pdfText(download: Download): Promise<string> {
  return pdfBytesText(new Uint8Array(await readFile(await download.path())));
}

/** The same for a PDF's bytes (e.g. a mail's attachment, base64-decoded). */
export async function pdfBytesText(data: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
