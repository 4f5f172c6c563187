import type { Database } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import { type CsvColumn, csvFileName, csvText, saveCsv } from '../../../lib/csv';

export type SubscriberExportRow =
  Database['public']['Functions']['admin_newsletter_export']['Returns'][number];

/** The subscribers' CSV: the address, its language and the consent trail. */
export const SUBSCRIBER_CSV_COLUMNS: CsvColumn<SubscriberExportRow>[] = [
  { header: 'email', value: (row) => row.email },
  { header: 'language', value: (row) => row.language },
  { header: 'status', value: (row) => row.status },
  { header: 'requested_at', value: (row) => row.requested_at },
  { header: 'consent_at', value: (row) => row.consent_at },
  { header: 'unsubscribed_at', value: (row) => row.unsubscribed_at },
];

/**
 * Every subscription as newsletter-subscribers-<time>.csv, through the Members CSV's helpers.
 * admin_newsletter_export decides who may (an admin at aal2) and audits the export.
 */
export async function exportSubscribers(): Promise<number> {
  const client = await loadSupabase();
  const rows = unwrap(await client.rpc('admin_newsletter_export')) ?? [];
  saveCsv(csvFileName('newsletter-subscribers'), [
    '\ufeff',
    await csvText(rows, SUBSCRIBER_CSV_COLUMNS, true),
  ]);
  return rows.length;
}

export function useSubscribersExportMutation() {
  return useMutation({ mutationFn: exportSubscribers });
}
