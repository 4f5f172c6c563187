// Public surface of @csan/shared-auth.
export { type Area, areaFromHost } from './area';
export { type SessionStatus, syncSession, useSession } from './session-store';
export { startSupabase } from './start';
export {
  configureSupabase,
  createSupabase,
  getSupabase,
  loadSupabase,
  type SupabaseConfig,
} from './supabase';
