import { invokeFunction } from '@csan/shared-auth';
import { downloadBlob } from '@csan/shared-ui/forms';

export type ExportFormat = 'stix' | 'csv';

const FILE: Record<ExportFormat, { suffix: string; type: string }> = {
  stix: { suffix: '.stix.json', type: 'application/stix+json;version=2.1' },
  csv: { suffix: '.csv', type: 'text/csv;charset=utf-8' },
};

/** A file name from the title: lower-case ASCII words joined by hyphens (`advisory` if none). */
export function exportFileName(title: string, format: ExportFormat): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'advisory'}${FILE[format].suffix}`;
}

/**
 * Downloads the advisory's indicators as a STIX 2.1 bundle or CSV, made by the intel-export
 * function as the viewer (RLS decides; the database audits the export).
 */
export async function exportAdvisory(id: string, title: string, format: ExportFormat) {
  const data = await invokeFunction<unknown>('intel-export', {
    body: { advisory_id: id, format },
  });
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  downloadBlob(new Blob([text], { type: FILE[format].type }), exportFileName(title, format));
}
