import { loadSupabase } from '@csan/shared-auth';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The page's one Supabase client (shared-auth singleton). Awaited rather than taken with
 * getSupabase() so the standalone harness and first renders never throw; tests replace this
 * module with a fake client.
 */
export function supabaseClient(): Promise<SupabaseClient> {
  return loadSupabase();
}
