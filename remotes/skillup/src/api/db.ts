import { type CsanClient, loadSupabase } from '@csan/shared-auth';

/**
 * The page's one Supabase client, typed by the generated database types (tables, views and the
 * skillup_* functions). The RPCs answer `jsonb`; ./types.ts gives those answers their shape as
 * docs/areas/skillup-data.md (the contract with the database) describes them.
 */
export function skillupDb(): Promise<CsanClient> {
  return loadSupabase();
}
