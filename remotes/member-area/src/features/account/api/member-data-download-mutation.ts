import { loadSupabase, reportError, unwrap } from '@csan/shared-auth';
import { downloadBlob } from '@csan/shared-ui/forms';
import { useMutation } from '@tanstack/react-query';
import { memberDataCsv, memberDataFileName, memberDataSchema } from '../rules/member-data';

export type MemberDataFormat = 'json' | 'csv';

/**
 * 'Download my data': everything the portal holds about the member, read by export_my_data (the
 * one source: the database decides what is theirs, at aal2, and audits each download), handed
 * to the browser as a JSON file or a CSV file.
 */
export async function downloadMemberData(format: MemberDataFormat): Promise<void> {
  const client = await loadSupabase();
  const data = memberDataSchema.parse(unwrap(await client.rpc('export_my_data')));
  const blob =
    format === 'json'
      ? new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' })
      : new Blob([await memberDataCsv(data)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, memberDataFileName(format));
}

export function useMemberDataDownloadMutation() {
  return useMutation({
    mutationFn: downloadMemberData,
    onError: (error) =>
      reportError(error, { remote: 'member_area', action: 'member data download' }),
  });
}
