import { loadSupabase } from '@csan/shared-auth';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The page's one Supabase client for the skillup tables and RPCs. Typed loosely: the rows are
 * described by ./types.ts (docs/areas/skillup-data.md, the contract) and every read goes
 * through `unwrap`, which keeps the row type each query names.
 */
export async function skillupDb(): Promise<SupabaseClient> {
  return (await loadSupabase()) as unknown as SupabaseClient;
}
