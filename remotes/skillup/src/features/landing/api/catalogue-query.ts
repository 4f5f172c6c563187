import { unwrap } from '@csan/shared-auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { skillupDb } from '../../../api/db';
import { type CatalogueSearch, skillupKeys } from '../../../api/keys';
import type { Course } from '../../../api/types';

/** `%text%` for ILIKE with the pattern's own characters (% _ \) taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A value inside a PostgREST `or` filter, double-quoted so commas and brackets stay text. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * Published courses matching the search (title or summary), level and content language, by
 * title. RLS shows learners only published courses; the filter says so too, so an editor's
 * drafts stay out of the catalogue.
 */
export async function fetchCatalogue(search: CatalogueSearch): Promise<Course[]> {
  const db = await skillupDb();
  let query = db
    .from('skillup_courses')
    .select(
      'id, slug, title, summary, level, language, estimated_hours, cpe_hours, cover_url, status',
    )
    .eq('status', 'published');
  if (search.q) {
    const pattern = quoted(likePattern(search.q));
    query = query.or(`title.ilike.${pattern},summary.ilike.${pattern}`);
  }
  if (search.level) query = query.eq('level', search.level);
  if (search.language) query = query.eq('language', search.language);
  return unwrap(await query.order('title').limit(100)) as Course[];
}

export function useCatalogueQuery(search: CatalogueSearch) {
  return useQuery({
    queryKey: skillupKeys.catalogue(search),
    queryFn: () => fetchCatalogue(search),
    placeholderData: keepPreviousData,
  });
}
