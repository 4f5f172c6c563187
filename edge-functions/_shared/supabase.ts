import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';

export interface SupabaseConfig {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/**
 * Functions never open realtime channels, but supabase-js builds its realtime
 * client eagerly and Node 20 (the in-process local stack) has no WebSocket.
 */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not available inside edge functions');
  }
}

function options(fetchFn: typeof fetch, headers: Record<string, string> = {}) {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFn, headers },
    ...(typeof WebSocket === 'undefined'
      ? { realtime: { transport: NoRealtime as unknown as RealtimeTransport } }
      : {}),
  };
}

/**
 * A client acting for the caller: their Authorization header is forwarded, so
 * every query runs as them and Postgres RLS applies exactly as in the browser.
 */
export function createUserClient(
  config: SupabaseConfig,
  req: Request,
  fetchFn: typeof fetch,
): SupabaseClient {
  const authorization = req.headers.get('Authorization') ?? `Bearer ${config.SUPABASE_ANON_KEY}`;
  return createClient(
    config.SUPABASE_URL,
    config.SUPABASE_ANON_KEY,
    options(fetchFn, { Authorization: authorization }),
  );
}

/** A service-role client that bypasses RLS: only for work the function itself has authorised. */
export function createServiceClient(config: SupabaseConfig, fetchFn: typeof fetch): SupabaseClient {
  return createClient(config.SUPABASE_URL, config.SUPABASE_SERVICE_ROLE_KEY, options(fetchFn));
}
