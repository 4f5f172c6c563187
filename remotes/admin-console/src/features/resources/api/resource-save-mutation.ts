import { DataError, loadSupabase, reportError, toDataError, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { contentTypeOf, RESOURCES_BUCKET, storedNameFor } from '../rules/resource-file';
import type { ResourceWrite } from '../rules/resource-form';

export type ResourceSave = {
  /** The item being edited; null adds one. */
  itemId: string | null;
  fields: ResourceWrite;
  /** A new file to store (replacing the edited item's), or null to keep what it has. */
  file: File | null;
  /** The edited item's stored file, removed once a new one replaced it. */
  previousPath: string | null;
  /** The fraction of the file sent so far (0..1). */
  onProgress: (fraction: number) => void;
};

/**
 * Saves an item as an admin at aal2 (RLS on resource_items and storage.objects decides):
 * the file first, under a random name with its own extension, through a signed upload URL
 * (so its progress can be shown), then the row. A row that fails takes its new file with it;
 * a replaced file is removed once the row points at the new one. Nothing is left half-done
 * that the library could show: the row never names a file that is not stored.
 */
export async function saveResource(save: ResourceSave): Promise<void> {
  const client = await loadSupabase();
  const bucket = client.storage.from(RESOURCES_BUCKET);
  let stored: string | null = null;
  if (save.file) {
    stored = storedNameFor(save.file.name, crypto.randomUUID());
    const signed = await bucket.createSignedUploadUrl(stored);
    if (signed.error) throw toDataError(signed.error, 'storage');
    const file = new File([save.file], stored, { type: contentTypeOf(save.file.name) });
    await uploadWithProgress(signed.data.signedUrl, file, save.onProgress);
  }
  const row = stored ? { ...save.fields, file_storage_path: stored } : save.fields;
  const result = save.itemId
    ? await client.from('resource_items').update(row).eq('item_id', save.itemId).select('item_id')
    : await client.from('resource_items').insert(row).select('item_id');
  if (result.error || result.data.length === 0) {
    if (stored) await bucket.remove([stored]);
    // No row back: RLS hid it (the item is gone, or this session may not write it).
    unwrap(result);
    throw new DataError({
      message: '',
      code: 'PGRST116',
      details: 'resource not saved: no row back',
    });
  }
  if (stored && save.previousPath) {
    const removed = await bucket.remove([save.previousPath]);
    if (removed.error)
      reportError(removed.error, {
        remote: 'admin_console',
        action: 'replaced resource file not removed',
      });
  }
}

/** Saves, then reads the list again (every page: an added item leads the first). */
export function useResourceSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.resources() }),
  });
}
