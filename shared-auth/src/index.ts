// Public surface of @csan/shared-auth.
export { type Area, areaFromHost } from './area';
export { type SessionStatus, syncSession, useSession } from './session-store';
export { createSupabase, getSupabase, type SupabaseConfig } from './supabase';
