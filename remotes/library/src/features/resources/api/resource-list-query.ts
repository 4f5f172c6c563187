import type { Tables } from '@csan/shared-auth';
import { loadSupabase, readPublic, readPublicCounted } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from '../../../api/keys';
import { readsWithoutClient } from '../../../api/reads-without-client';
import { type LibrarySearch, PAGE_SIZE } from '../rules/search-params';
import {
  type ContentTypeOption,
  contentTypeListQuery,
  fetchContentTypes,
} from './content-type-list-query';

/** The columns a card shows. */
export const CARD_COLUMNS =
  'item_id, title, description, content_type, access_tier, author_names, publish_date, file_storage_path';

export type ResourceCardRow = Pick<
  Tables<'resource_items'>,
  | 'item_id'
  | 'title'
  | 'description'
  | 'content_type'
  | 'access_tier'
  | 'author_names'
  | 'publish_date'
  | 'file_storage_path'
>;

export type ResourcePage = { rows: ResourceCardRow[]; total: number };

/** The per-type counts an unsearched page takes its total from. */
type ContentTypes = () => Promise<ContentTypeOption[]>;

/**
 * One page of the library, searched, filtered and counted in the database: full-text search on
 * search_vector (web-search syntax, English), the ticked content types, newest publish date
 * first (item id breaks ties, so pages never overlap). A search counts its matches exactly; an
 * unsearched library takes its total from the per-type counts the database keeps, so no visit
 * counts 100,000 rows. `contentTypes` gives those counts: through the query client, the same
 * cached (or in-flight) answer the type filter shows, so a visit asks for them once.
 */
export async function fetchResourcePage(
  search: LibrarySearch,
  contentTypes: ContentTypes = fetchContentTypes,
): Promise<ResourcePage> {
  if (readsWithoutClient()) return fetchPublicPage(search, contentTypes);
  const searched = search.q !== '';
  const client = await loadSupabase();
  let query = client
    .from('resource_items')
    .select(CARD_COLUMNS, { count: searched ? 'exact' : undefined });
  if (searched) {
    query = query.textSearch('search_vector', search.q, { type: 'websearch', config: 'english' });
  }
  if (search.types.length > 0) query = query.in('content_type', search.types);
  const { from, to } = pageRange(search.page, PAGE_SIZE);
  const [page, typeCounts] = await Promise.all([
    query
      .order('publish_date', { ascending: false })
      .order('item_id', { ascending: true })
      .range(from, to),
    searched ? null : contentTypes(),
  ]);
  if (page.error) throw new Error(page.error.message);
  const total = typeCounts ? totalOf(typeCounts, search) : (page.count ?? 0);
  return { rows: page.data ?? [], total };
}

/** An unsearched library's total: the kept counts of the ticked types (all when none is). */
const totalOf = (typeCounts: ContentTypeOption[], search: LibrarySearch) =>
  typeCounts
    .filter((t) => search.types.length === 0 || search.types.includes(t.contentType))
    .reduce((sum, t) => sum + t.count, 0);

/** A PostgREST `in` list: every value quoted, so a comma or parenthesis in one stays in it. */
const inList = (values: readonly string[]) =>
  `in.(${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')})`;

/**
 * The same page through readPublic (signed out, supabase-js not loaded): the same PostgREST
 * query supabase-js sends, as `anon`; a search with its exact count (readPublicCounted).
 */
async function fetchPublicPage(
  search: LibrarySearch,
  contentTypes: ContentTypes,
): Promise<ResourcePage> {
  const { from, to } = pageRange(search.page, PAGE_SIZE);
  const params = new URLSearchParams({
    select: CARD_COLUMNS.replaceAll(' ', ''),
    order: 'publish_date.desc,item_id.asc',
    offset: String(from),
    limit: String(to - from + 1),
  });
  if (search.types.length > 0) params.set('content_type', inList(search.types));
  if (search.q !== '') {
    // supabase-js's textSearch(…, { type: 'websearch', config: 'english' }).
    params.set('search_vector', `wfts(english).${search.q}`);
    const { rows, count } = await readPublicCounted<ResourceCardRow>(`resource_items?${params}`);
    return { rows, total: count };
  }
  const [rows, typeCounts] = await Promise.all([
    readPublic<ResourceCardRow>(`resource_items?${params}`),
    contentTypes(),
  ]);
  return { rows, total: totalOf(typeCounts, search) };
}

export const resourceListQuery = (search: LibrarySearch) =>
  queryOptions({
    queryKey: libraryKeys.resourceList(search),
    queryFn: ({ client }) =>
      fetchResourcePage(search, () => client.fetchQuery(contentTypeListQuery())),
    // The previous page stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useResourceListQuery(search: LibrarySearch) {
  return useQuery(resourceListQuery(search));
}
