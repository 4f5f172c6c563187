import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { setReportClientSource } from './report-error-database';
import { syncSession } from './sync';

/**
 * From /config.json. `siteUrl`'s host is the parent domain whose cookie holds the session for
 * the main host and every area host (session-cookie.ts); without it the cookie is host-only.
 */
export type SupabaseConfig = { supabaseUrl: string; supabaseAnonKey: string; siteUrl?: string };

/** The page's one client, typed from the generated schema: `.from()`, `.rpc()` and rows. */
export type CsanClient = SupabaseClient<Database>;

let config: SupabaseConfig | null = null;
let client: CsanClient | null = null;
let loading: Promise<CsanClient> | null = null;
/** The one test seam: a fake client every loadSupabase()/getSupabase() gives (testing/). */
let testClient: (() => CsanClient) | null = null;

/**
 * Records runtime config (/config.json) for the page's one client without loading supabase-js
 * (53 KB gzip): a signed-out visitor of the public pages never needs it. First call wins.
 */
export function configureSupabase(value: SupabaseConfig): void {
  config ??= value;
}

/** The recorded config, or null before configureSupabase (public-read.ts reads it). */
export function supabaseConfig(): SupabaseConfig | null {
  return config;
}

/**
 * Loads supabase-js and creates the page's one client (once; later calls share the promise),
 * feeding the session store from it. shared-auth is a shared singleton, so every remote gets
 * this same client, one session and one refresh timer.
 */
export function loadSupabase(): Promise<CsanClient> {
  if (testClient) return Promise.resolve(testClient());
  if (loading) return loading;
  const settings = config;
  if (!settings)
    return Promise.reject(
      new Error('Supabase not configured: call configureSupabase(config) first'),
    );
  loading = Promise.all([import('@supabase/supabase-js'), import('./page-session-storage')]).then(
    ([{ createClient }, { pageSessionStorage }]) => {
      client = createClient<Database>(settings.supabaseUrl, settings.supabaseAnonKey, {
        auth: {
          // Persisted in the browser as the spec says, in a cookie on the parent domain rather
          // than in one host's localStorage, so every area host shares it (README, "One sign-in").
          persistSession: true,
          storage: pageSessionStorage(settings.siteUrl),
          autoRefreshToken: true,
          detectSessionInUrl: true,
        },
      });
      syncSession(client);
      return client;
    },
  );
  // A failed chunk download must not stick: the next caller (a Retry) tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Configures and loads in one step (standalone harnesses, tests). */
export function createSupabase(value: SupabaseConfig): Promise<CsanClient> {
  configureSupabase(value);
  return loadSupabase();
}

/**
 * The client once loaded; throws before that. Code that may run first awaits loadSupabase().
 * The shell loads it before rendering any page that can use it (see its RemoteRoute).
 */
export function getSupabase(): CsanClient {
  if (testClient) return testClient();
  if (!client) throw new Error('Supabase client not loaded yet: await loadSupabase() first');
  return client;
}

/** Tests only: forget the client so the next createSupabase builds a fresh one. */
export function resetSupabaseForTests(): void {
  config = null;
  client = null;
  loading = null;
  testClient = null;
}

/**
 * Tests only: every loadSupabase()/getSupabase() gives this client (a getter is read on each
 * call, so a test may swap its fake between cases); null restores the real one. Through
 * `provideTestClient` of @csan/shared-auth/testing — the portal's one seam for data access.
 */
export function setSupabaseForTests(fake: CsanClient | (() => CsanClient) | null): void {
  testClient = fake === null ? null : typeof fake === 'function' ? fake : () => fake;
}

// Error reports (report-error-database.ts) read the config, and the client only when it is
// loaded already: reporting never loads supabase-js. A test's fake client is not handed over,
// so a page test's failures never add report_client_error calls to what it asserts.
setReportClientSource(() => ({ config, client }));
