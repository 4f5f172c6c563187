import { loadSupabase, reportError, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { RESOURCES_BUCKET } from '../rules/resource-file';
import type { ResourceItem } from './resource-list-query';

/** What a delete did: the row is gone; `fileRemoved` is false when its stored file stayed. */
export type ResourceDeleted = { fileRemoved: boolean };

/**
 * Deletes an item and its stored file (admins at aal2). The row goes first, so the library
 * never lists an item whose file is gone; then the file named by the deleted row. RLS filters
 * rather than refuses, so no row back means nothing was deleted.
 */
export async function deleteResource(
  item: Pick<ResourceItem, 'item_id'>,
): Promise<ResourceDeleted> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('resource_items')
      .delete()
      .eq('item_id', item.item_id)
      .select('item_id, file_storage_path'),
  );
  const [deleted] = data;
  if (!deleted) throw new Error('resource not deleted');
  if (!deleted.file_storage_path) return { fileRemoved: true };
  const removed = await client.storage.from(RESOURCES_BUCKET).remove([deleted.file_storage_path]);
  if (removed.error) {
    reportError(removed.error, { remote: 'admin_console', action: 'resource file not removed' });
    return { fileRemoved: false };
  }
  return { fileRemoved: true };
}

/** Deletes, then reads the list again (every page: the rows after it move up). */
export function useResourceDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.resources() }),
  });
}
