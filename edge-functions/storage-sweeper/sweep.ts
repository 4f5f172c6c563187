import type { SupabaseClient } from '@supabase/supabase-js';

export interface Orphan {
  bucket_id: string;
  name: string;
}

export interface SweepResult {
  /** Objects removed (row and file) in this run. */
  removed: number;
  /** Objects Storage refused to remove; they are listed again on the next run. */
  failed: number;
}

/**
 * One run: asks the database which objects lost their record (public.storage_orphans, the one
 * place that rule lives) and removes them through the Storage API, bucket by bucket, so the
 * file goes with its row. A bucket whose removal fails is counted and left for the next run.
 */
export async function sweepOrphans(service: SupabaseClient, maxRows: number): Promise<SweepResult> {
  const { data, error } = await service.rpc('storage_orphans', { max_rows: maxRows });
  if (error) throw new Error(`storage_orphans failed: ${error.message}`);
  const byBucket = new Map<string, string[]>();
  for (const { bucket_id, name } of (data ?? []) as Orphan[]) {
    const names = byBucket.get(bucket_id) ?? [];
    names.push(name);
    byBucket.set(bucket_id, names);
  }
  const result: SweepResult = { removed: 0, failed: 0 };
  for (const [bucket, names] of byBucket) {
    const removal = await service.storage.from(bucket).remove(names);
    if (removal.error) {
      console.error(`[storage-sweeper] ${bucket}: ${removal.error.message}`);
      result.failed += names.length;
    } else {
      result.removed += removal.data?.length ?? 0;
      result.failed += names.length - (removal.data?.length ?? 0);
    }
  }
  return result;
}
