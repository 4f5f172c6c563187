import { loadSupabase } from '@csan/shared-auth';

/**
 * The page's one Supabase client (shared-auth singleton, typed with the database's schema),
 * awaited: a signed-out visitor's page may render before supabase-js has loaded. Tests
 * replace this module with a fake client.
 */
export function supabaseClient(): ReturnType<typeof loadSupabase> {
  return loadSupabase();
}
