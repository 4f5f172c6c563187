import {
  loadSupabase,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
  unwrap,
} from '@csan/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { toolsKeys } from './keys';

export type ScoreRow = {
  code: string;
  parent_code: string | null;
  depth: number;
  title: string;
  position: number;
  current_score: number | null;
  target_score: number | null;
  current_avg: number | null;
  target_avg: number | null;
  answered: number;
  total: number;
};
export type GapRow = {
  item_code: string;
  title: string;
  description: string | null;
  parent_code: string | null;
  current_level: number | null;
  target_level: number | null;
  weight: number;
  gap: number;
  owner_id: string | null;
  status: string;
};
export type CompareRow = {
  code: string;
  title: string;
  position: number;
  current_score: number | null;
  previous_score: number | null;
  previous_assessment_id: string;
  previous_name: string;
  previous_date: string;
};
export type BenchmarkRow = {
  code: string;
  title: string;
  position: number;
  own_score: number | null;
  median_score: number | null;
  organisations: number;
};
export type Action = Tables<'tools_actions'>;

// PostgREST sends numeric columns as strings or numbers depending on the driver: read them as
// numbers once here, so no page does arithmetic on a string.
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Rows of one of the assessment's read functions (scores, gaps, comparison, benchmark). */
async function rpcRows<
  N extends 'tools_scores' | 'tools_gaps' | 'tools_compare' | 'tools_benchmark',
  T,
>(name: N, id: string, map: (r: Record<string, unknown>) => T): Promise<T[]> {
  const client = await loadSupabase();
  const rows = unwrap(await client.rpc(name, { p_assessment_id: id }));
  return ((rows ?? []) as unknown as Record<string, unknown>[]).map(map);
}

export const scoresQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.scores(id),
    queryFn: () =>
      rpcRows(
        'tools_scores',
        id,
        (r): ScoreRow => ({
          code: String(r.code),
          parent_code: (r.parent_code as string | null) ?? null,
          depth: Number(r.depth),
          title: String(r.title),
          position: Number(r.position),
          current_score: num(r.current_score),
          target_score: num(r.target_score),
          current_avg: num(r.current_avg),
          target_avg: num(r.target_avg),
          answered: Number(r.answered),
          total: Number(r.total),
        }),
      ),
  });

export const gapsQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.gaps(id),
    queryFn: () =>
      rpcRows(
        'tools_gaps',
        id,
        (r): GapRow => ({
          item_code: String(r.item_code),
          title: String(r.title),
          description: (r.description as string | null) ?? null,
          parent_code: (r.parent_code as string | null) ?? null,
          current_level: num(r.current_level),
          target_level: num(r.target_level),
          weight: Number(r.weight),
          gap: Number(r.gap),
          owner_id: (r.owner_id as string | null) ?? null,
          status: String(r.status),
        }),
      ),
  });

export const compareQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.compare(id),
    queryFn: () =>
      rpcRows(
        'tools_compare',
        id,
        (r): CompareRow => ({
          code: String(r.code),
          title: String(r.title),
          position: Number(r.position),
          current_score: num(r.current_score),
          previous_score: num(r.previous_score),
          previous_assessment_id: String(r.previous_assessment_id),
          previous_name: String(r.previous_name),
          previous_date: String(r.previous_date),
        }),
      ),
  });

export const benchmarkQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.benchmark(id),
    queryFn: () =>
      rpcRows(
        'tools_benchmark',
        id,
        (r): BenchmarkRow => ({
          code: String(r.code),
          title: String(r.title),
          position: Number(r.position),
          own_score: num(r.own_score),
          median_score: num(r.median_score),
          organisations: Number(r.organisations),
        }),
      ),
  });

export const actionsQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.actions(id),
    queryFn: async (): Promise<Action[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client
          .from('tools_actions')
          .select('*')
          .eq('assessment_id', id)
          .order('created_at')
          .order('id'),
      );
    },
  });

export async function planFromGaps(id: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('tools_plan_from_gaps', { p_assessment_id: id }));
}

export async function addAction(row: TablesInsert<'tools_actions'>): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.from('tools_actions').insert(row));
}

export async function updateAction(
  actionId: string,
  change: Pick<TablesUpdate<'tools_actions'>, 'status' | 'due_date' | 'owner_id' | 'title'>,
): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.from('tools_actions').update(change).eq('id', actionId));
}

/** The audit entry for a download (tools_log_export); called when the file is made. */
export async function logExport(id: string, format: 'pdf' | 'csv' | 'xlsx'): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('tools_log_export', { p_assessment_id: id, p_format: format }));
}
