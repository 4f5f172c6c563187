import { unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { skillupDb } from '../../../api/db';
import { skillupKeys } from '../../../api/keys';
import type { Pathway, PathwayProgress } from '../../../api/types';

export type PathwayWithProgress = Pathway & { progress: PathwayProgress };

/** Published pathways, each with the learner's progress (the database counts it). */
export async function fetchPathways(): Promise<PathwayWithProgress[]> {
  const db = await skillupDb();
  const pathways = unwrap(
    await db
      .from('skillup_pathways')
      .select('id, slug, title, summary')
      .eq('status', 'published')
      .order('title'),
  ) as Pathway[];
  return Promise.all(
    pathways.map(async (p) => ({
      ...p,
      progress: unwrap(
        await db.rpc('skillup_pathway_progress', { p_pathway_id: p.id }),
      ) as PathwayProgress,
    })),
  );
}

export function usePathwaysQuery() {
  return useQuery({ queryKey: skillupKeys.pathways(), queryFn: fetchPathways });
}
