import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import { afterKeyset, type CsvColumn, csvFileName, csvParts, saveCsv } from '../../../lib/csv';
import { LEAD_COLUMNS, type LeadRow } from './lead-recent-list-query';

export const LEAD_CSV_COLUMNS: CsvColumn<LeadRow>[] = [
  { header: 'lead_id', value: (row) => row.lead_id },
  { header: 'created_at', value: (row) => row.created_at },
  { header: 'lead_name', value: (row) => row.lead_name },
  { header: 'lead_email', value: (row) => row.lead_email },
  { header: 'organization', value: (row) => row.organization },
  { header: 'job_title', value: (row) => row.job_title },
  { header: 'phone_number', value: (row) => row.phone_number },
  { header: 'country', value: (row) => row.country },
  { header: 'resource_title', value: (row) => row.resource_items?.title ?? null },
];

/** The next batch of leads after `after`, newest first (keyset on created_at, lead_id). */
export async function fetchLeadBatch(after: LeadRow | null, size: number): Promise<LeadRow[]> {
  const client = await loadSupabase();
  let query = client.from('content_leads').select(LEAD_COLUMNS);
  // The range condition lets the index start at the last row; the or settles its ties.
  if (after)
    query = query
      .lte('created_at', after.created_at)
      .or(afterKeyset('created_at', 'lead_id', after.created_at, after.lead_id));
  const data = unwrap(
    await query
      .order('created_at', { ascending: false })
      .order('lead_id', { ascending: false })
      .limit(size),
  );
  return data;
}

/** Every lead as leads-<time>.csv, fetched in batches. */
export function useLeadExportMutation() {
  return useMutation({
    mutationFn: async ({ onProgress }: { onProgress: (rows: number) => void }) => {
      saveCsv(
        csvFileName('leads'),
        await csvParts<LeadRow>({
          columns: LEAD_CSV_COLUMNS,
          fetchBatch: fetchLeadBatch,
          onProgress,
        }),
      );
    },
  });
}
