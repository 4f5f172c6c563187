import type { Database } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import { type CsvColumn, csvFileName, csvText, saveCsv } from '../../../lib/csv';

export type MemberExportRow =
  Database['public']['Functions']['admin_members_export']['Returns'][number];

/** The Members CSV's columns: who, their membership, and every access flag. */
export const MEMBER_CSV_COLUMNS: CsvColumn<MemberExportRow>[] = [
  { header: 'name', value: (row) => row.full_name },
  { header: 'email', value: (row) => row.email },
  { header: 'tier', value: (row) => row.tier },
  { header: 'status', value: (row) => row.status },
  { header: 'next_billing_date', value: (row) => row.next_billing_date },
  { header: 'mfa_enabled', value: (row) => row.mfa_enabled },
  { header: 'is_lms_active', value: (row) => row.is_lms_active },
  { header: 'is_cert_partner', value: (row) => row.is_cert_partner },
  { header: 'has_premium_tool_access', value: (row) => row.has_premium_tool_access },
  { header: 'is_admin', value: (row) => row.is_admin },
  { header: 'joined_at', value: (row) => row.created_at },
];

/**
 * Every member as members-<time>.csv. admin_members_export decides who may (an admin at aal2)
 * and writes the export to the audit log; one call, as the society's members fit in memory
 * (the audit log, which may not, is exported in batches).
 */
export async function exportMembers(): Promise<number> {
  const client = await loadSupabase();
  const rows = unwrap(await client.rpc('admin_members_export')) ?? [];
  saveCsv(csvFileName('members'), ['\ufeff', await csvText(rows, MEMBER_CSV_COLUMNS, true)]);
  return rows.length;
}

export function useMembersExportMutation() {
  return useMutation({ mutationFn: exportMembers });
}
