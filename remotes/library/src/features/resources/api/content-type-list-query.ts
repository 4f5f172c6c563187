import { loadSupabase, readPublic, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from '../../../api/keys';
import { readsWithoutClient } from '../../../api/reads-without-client';

export type ContentTypeOption = { contentType: string; count: number };
type ContentTypeRow = { content_type: string | null; item_count: number | null };

/**
 * The content types present in the library with their item counts, which the database keeps up
 * to date: the filter's options, and the total of an unsearched library.
 */
export async function fetchContentTypes(): Promise<ContentTypeOption[]> {
  const data = readsWithoutClient()
    ? await readPublic<ContentTypeRow>(
        'resource_content_types?select=content_type,item_count&order=content_type.asc',
      )
    : unwrap(
        await (await loadSupabase())
          .from('resource_content_types')
          .select('content_type, item_count')
          .order('content_type', { ascending: true }),
      );
  return (data ?? []).flatMap((row) =>
    row.content_type ? [{ contentType: row.content_type, count: row.item_count ?? 0 }] : [],
  );
}

export const contentTypeListQuery = () =>
  queryOptions({ queryKey: libraryKeys.contentTypes(), queryFn: fetchContentTypes });

export function useContentTypeListQuery() {
  return useQuery(contentTypeListQuery());
}
