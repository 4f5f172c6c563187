import { loadSupabase } from '@csan/shared-auth';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The page's one Supabase client (shared-auth singleton), awaited: a signed-out visitor's page
 * may render before supabase-js has loaded. Tests replace this module with a fake client.
 */
export function supabaseClient(): Promise<SupabaseClient> {
  return loadSupabase();
}
