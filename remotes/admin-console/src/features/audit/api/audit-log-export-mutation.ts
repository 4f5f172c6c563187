import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import { afterKeyset, type CsvColumn, csvFileName, csvParts, saveCsv } from '../../../lib/csv';
import type { AuditFilters } from '../rules/audit-filters';
import { AUDIT_COLUMNS, type AuditEntry, auditFilterArgs } from './audit-log-list-query';

/** The CSV's seven columns: the audit log's own, in its order. */
export const AUDIT_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'log_id', value: (row) => row.log_id },
  { header: 'timestamp', value: (row) => row.timestamp },
  { header: 'user_id', value: (row) => row.user_id },
  { header: 'user_role', value: (row) => row.user_role },
  { header: 'source_app', value: (row) => row.source_app },
  { header: 'action_type', value: (row) => row.action_type },
  { header: 'action_details', value: (row) => JSON.stringify(row.action_details ?? {}) },
];

/** The next batch of the filtered log after `after`, newest first (keyset on timestamp, id). */
export async function fetchAuditBatch(
  filters: AuditFilters,
  after: AuditEntry | null,
  size: number,
): Promise<AuditEntry[]> {
  const client = await loadSupabase();
  const args = auditFilterArgs(filters);
  let query = client.from('audit_logs').select(AUDIT_COLUMNS);
  if (args.source) query = query.eq('source_app', args.source);
  if (args.action) query = query.or(args.action);
  if (args.gte) query = query.gte('timestamp', args.gte);
  if (args.lte) query = query.lte('timestamp', args.lte);
  // The range condition lets the index start at the last row; the or settles its ties.
  if (after)
    query = query
      .lte('timestamp', after.timestamp)
      .or(afterKeyset('timestamp', 'log_id', after.timestamp, after.log_id));
  const data = unwrap(
    await query
      .order('timestamp', { ascending: false })
      .order('log_id', { ascending: false })
      .limit(size),
  );
  return data;
}

type ExportInput = {
  filters: AuditFilters;
  onProgress: (rows: number) => void;
  signal: AbortSignal;
};

/** Download CSV: the whole filtered log, fetched in batches, saved as audit-logs-<time>.csv. */
export function useAuditLogExportMutation() {
  return useMutation({
    mutationFn: async ({ filters, onProgress, signal }: ExportInput) => {
      const parts = await csvParts<AuditEntry>({
        columns: AUDIT_CSV_COLUMNS,
        fetchBatch: (after, size) => fetchAuditBatch(filters, after, size),
        onProgress,
        signal,
      });
      saveCsv(csvFileName('audit-logs'), parts);
    },
  });
}
