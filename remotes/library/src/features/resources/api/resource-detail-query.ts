import type { Tables } from '@csan/shared-auth';
import { loadSupabase, readPublic, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from '../../../api/keys';
import { readsWithoutClient } from '../../../api/reads-without-client';

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

const DETAIL_COLUMNS =
  'item_id, title, description, content_type, access_tier, author_names, tags, publish_date, file_storage_path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One item by id; null when there is none (an id that is not even a uuid included). */
export async function fetchResource(id: string): Promise<ResourceDetailRow | null> {
  if (!UUID.test(id)) return null;
  if (readsWithoutClient()) {
    const select = DETAIL_COLUMNS.replaceAll(' ', '');
    const rows = await readPublic<ResourceDetailRow>(
      `resource_items?select=${select}&item_id=eq.${id}&limit=1`,
    );
    return rows[0] ?? null;
  }
  const client = await loadSupabase();
  const data = unwrap(
    await client.from('resource_items').select(DETAIL_COLUMNS).eq('item_id', id).maybeSingle(),
  );
  return data;
}

export const resourceDetailQuery = (id: string) =>
  queryOptions({ queryKey: libraryKeys.resource(id), queryFn: () => fetchResource(id) });

export function useResourceDetailQuery(id: string) {
  return useQuery(resourceDetailQuery(id));
}
