import { DataError, loadSupabase, toDataError, unwrap } from '@csan/shared-auth';
import { downloadBlob } from '@csan/shared-ui/forms';
import { useMutation } from '@tanstack/react-query';
import { fileNameOf } from '../../../lib/save-file';

/** Why a download did not happen, as the page words it. */
export type DownloadRefusal = 'no-file' | 'sign-in' | 'upgrade' | 'failed';

const REFUSALS: Record<string, DownloadRefusal> = {
  file_not_available: 'no-file',
  sign_in_required: 'sign-in',
  tier_required: 'upgrade',
};

export type DownloadRequest = { itemId: string; leadId?: string };

/**
 * Downloads an item's file: start_resource_download decides (the storage policy's tier rule),
 * counts the download once on the server and names the object; the file then comes from the
 * `resources` bucket, whose policy checks the tier again, and is saved under the last segment
 * of its path. Returns the saved name.
 */
export async function downloadResource({ itemId, leadId }: DownloadRequest): Promise<string> {
  const client = await loadSupabase();
  const started = await client.rpc('start_resource_download', {
    p_item_id: itemId,
    p_lead_id: leadId,
  });
  // start_resource_download refuses with its reason as the message (sign_in_required…).
  const path = unwrap(started);
  if (!path) throw new DataError({ message: 'file_not_available', code: 'P0001' });
  const file = await client.storage.from('resources').download(path);
  if (file.error) throw toDataError(file.error, 'storage');
  const name = fileNameOf(path);
  downloadBlob(file.data, name);
  return name;
}

/** Downloads change nothing the library shows (the count is for admins' analytics). */
export function useResourceDownloadMutation() {
  return useMutation({ mutationFn: downloadResource });
}

/** The page's wording of a failed download: the database's refusal, else 'failed'. */
export function refusalOf(error: unknown): DownloadRefusal {
  return (error instanceof DataError && REFUSALS[error.message]) || 'failed';
}
