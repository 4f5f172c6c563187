import { loadSupabase } from '@csan/shared-auth';

/**
 * The page's one Supabase client (shared-auth singleton), typed with the database's schema.
 * Awaited rather than taken with getSupabase() so the standalone harness and first renders
 * never throw; tests replace this module with a fake client.
 */
export function supabaseClient(): ReturnType<typeof loadSupabase> {
  return loadSupabase();
}
