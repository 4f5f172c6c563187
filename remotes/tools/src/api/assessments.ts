import { loadSupabase, type Tables, unwrap } from '@csan/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { toolsKeys } from './keys';

export type Assessment = Tables<'tools_assessments'>;
export type Framework = Pick<
  Tables<'tools_frameworks'>,
  'id' | 'name' | 'version' | 'publisher' | 'source' | 'licence' | 'position'
>;
export type FrameworkItem = Tables<'tools_framework_items'>;

/** The assessments the member may read (own and shared with them; RLS decides), newest first. */
export const assessmentListQuery = () =>
  queryOptions({
    queryKey: toolsKeys.list(),
    queryFn: async (): Promise<Assessment[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client
          .from('tools_assessments')
          .select('*')
          .order('created_at', { ascending: false })
          .order('id'),
      );
    },
  });

export const frameworksQuery = () =>
  queryOptions({
    queryKey: toolsKeys.frameworks(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<Framework[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client
          .from('tools_frameworks')
          .select('id, name, version, publisher, source, licence, position')
          .order('position'),
      );
    },
  });

/** A framework's whole tree in order (functions, categories, items): it never changes. */
export const frameworkItemsQuery = (frameworkId: string) =>
  queryOptions({
    queryKey: toolsKeys.items(frameworkId),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<FrameworkItem[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client
          .from('tools_framework_items')
          .select('*')
          .eq('framework_id', frameworkId)
          .order('position'),
      );
    },
  });

/** One assessment, or null when it does not exist or is not the member's to read. */
export const assessmentQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.one(id),
    queryFn: async (): Promise<Assessment | null> => {
      const client = await loadSupabase();
      return unwrap(await client.from('tools_assessments').select('*').eq('id', id).maybeSingle());
    },
  });

export type NewAssessment = Pick<
  Assessment,
  'name' | 'organisation' | 'sector' | 'country' | 'size' | 'framework_id' | 'share_benchmark'
>;

/** Creates the assessment (the database adds one answer row per item); answers its id. */
export async function createAssessment(values: NewAssessment): Promise<string> {
  const client = await loadSupabase();
  const row = unwrap(await client.from('tools_assessments').insert(values).select('id').single());
  return row.id;
}

export async function setShareBenchmark(id: string, share: boolean): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.from('tools_assessments').update({ share_benchmark: share }).eq('id', id));
}

export async function submitAssessment(id: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('tools_submit_assessment', { p_assessment_id: id }));
}
