import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import type { AuthSettingsInput } from '../../src/auth/settings.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

const GENEROUS = { max: 10_000, windowSeconds: 300 };

/**
 * A stack for auth tests: fast bcrypt, limits out of the way (the rate-limit
 * test sets its own), no hooks from supabase/config.toml (tests install their
 * own), no seed (tests create their own users).
 */
export function startAuthStack(auth: AuthSettingsInput = {}): Promise<TestStack> {
  return startTestStack({
    seed: false,
    config: {
      auth: {
        bcryptCost: 4,
        // GoTrue's default, whatever supabase/config.toml says, so tests stay independent.
        passwordMinLength: 6,
        beforeUserCreatedHook: null,
        passwordVerificationAttemptHook: null,
        mfaVerificationAttemptHook: null,
        ...auth,
        rateLimits: {
          token: GENEROUS,
          signup: GENEROUS,
          refresh: GENEROUS,
          recover: GENEROUS,
          verify: GENEROUS,
          mfaVerifyFailures: GENEROUS,
          ...auth.rateLimits,
        },
      },
    },
  });
}

/**
 * Node 20 has no global WebSocket and supabase-js builds its realtime client
 * eagerly; auth tests never open a channel, so a transport that refuses to
 * connect is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}

/** A fresh supabase-js client (its own in-memory session) as the browser would create it. */
export function client(stack: TestStack, key = stack.anonKey): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as RealtimeTransport },
  });
}

let counter = 0;
/** A unique address per call so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.org`;
}

export const PASSWORD = 'correct-horse-1';

/** Signs up a new user on a new client and returns both. */
export async function signedUpClient(stack: TestStack, email = uniqueEmail()) {
  const supabase = client(stack);
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  return { supabase, email, session: data.session, user: data.session.user };
}

export function claimsOf(accessToken: string) {
  return decodeJwt(accessToken) as Record<string, unknown> & {
    aal: string;
    amr: { method: string; timestamp: number }[];
    session_id: string;
  };
}

/** Raw call to /auth/v1 (for headers and bodies the client hides). */
export function authFetch(stack: TestStack, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', stack.anonKey);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${stack.url}/auth/v1${path}`, { ...init, headers });
}
