import {
  createClient,
  type RealtimeChannel,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestStack } from '../../src/testing/test-stack.js';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

const clients: SupabaseClient[] = [];

/** A supabase-js client whose realtime speaks to the stack over `ws` (Node 20 has no WebSocket). */
export function realtimeClient(
  stack: TestStack,
  key = stack.anonKey,
  vsn: '1.0.0' | '2.0.0' = '2.0.0',
): SupabaseClient {
  const supabase = createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as RealtimeTransport, timeout: 5000, vsn },
  });
  clients.push(supabase);
  return supabase;
}

/** Closes every client this file opened (afterAll / afterEach). */
export async function closeClients() {
  for (const supabase of clients.splice(0)) await supabase.removeAllChannels();
}

/** Subscribes and resolves with the status it ends in (SUBSCRIBED, CHANNEL_ERROR, …). */
export function subscribe(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== 'SUBSCRIBED' || !error) resolve({ status, ...(error ? { error } : {}) });
    });
  });
}

export async function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  const { status, error } = await subscribe(channel);
  if (status !== 'SUBSCRIBED')
    throw new Error(`channel ${channel.topic}: ${status} ${error?.message ?? ''}`);
  return channel;
}

/** Polls until `check` holds (or fails after `ms`). */
export async function eventually<T>(check: () => T | undefined | false, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
