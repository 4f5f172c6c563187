import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from '../../../api/keys';

export type ResourceDetailRow = Pick<
  Tables<'resource_items'>,
  | 'item_id'
  | 'title'
  | 'description'
  | 'content_type'
  | 'access_tier'
  | 'author_names'
  | 'tags'
  | 'publish_date'
  | 'file_storage_path'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One item by id; null when there is none (an id that is not even a uuid included). */
export async function fetchResource(id: string): Promise<ResourceDetailRow | null> {
  if (!UUID.test(id)) return null;
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('resource_items')
      .select(
        'item_id, title, description, content_type, access_tier, author_names, tags, publish_date, file_storage_path',
      )
      .eq('item_id', id)
      .maybeSingle(),
  );
  return data;
}

export const resourceDetailQuery = (id: string) =>
  queryOptions({ queryKey: libraryKeys.resource(id), queryFn: () => fetchResource(id) });

export function useResourceDetailQuery(id: string) {
  return useQuery(resourceDetailQuery(id));
}
