import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export type SupabaseConfig = { supabaseUrl: string; supabaseAnonKey: string };

let client: SupabaseClient | null = null;

/**
 * Creates the page's one Supabase client from runtime config (/config.json). shared-auth is a
 * shared singleton, so every remote that calls getSupabase() gets this same client, one
 * session and one refresh timer. Calling it again returns the existing client.
 */
export function createSupabase(config: SupabaseConfig): SupabaseClient {
  if (client) return client;
  client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true, // spec: session persisted in browser local storage
      storage: globalThis.localStorage,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    },
  });
  return client;
}

/** The client created at start-up; throws if the shell (or harness) has not created it yet. */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client not created: call createSupabase(config) first');
  return client;
}

/** Tests only: forget the client so the next createSupabase builds a fresh one. */
export function resetSupabaseForTests(): void {
  client = null;
}
