import type { RealtimeChannel } from '@supabase/supabase-js';
import type { CsanClient } from './supabase';

/**
 * Where a live view stands, from realtime-js's channel states: `connecting` until the first
 * join, `live` while joined, `reconnecting` after an error, a timeout or a lost socket (the
 * client rejoins by itself with its back-off of 1, 2, 5, 10 s), `off` when not watching.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export type LiveChangesOptions = {
  /** Tables of schema public to watch (the supabase_realtime publication must hold them). */
  tables: readonly string[];
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** A Realtime filter (`user_id=eq.<id>`), the same for every table. */
  filter?: string | undefined;
  /** Called for each change the database lets this session see (RLS decides, per subscriber). */
  onChange: () => void;
  /** False: no channel (a signed-out visitor, a view that needs no live rows). */
  enabled?: boolean;
};

let channelCounter = 0;

/**
 * Opens one channel with a postgres_changes binding per table and calls `onChange` on each
 * change; returns a function that removes it. `onStatus` follows the channel's states.
 */
export function watchChanges(
  client: CsanClient,
  options: Omit<LiveChangesOptions, 'enabled'>,
  onStatus: (status: LiveStatus) => void = () => undefined,
): () => void {
  // Test doubles of the client have no realtime: nothing to watch then.
  if (typeof client.channel !== 'function') return () => undefined;
  channelCounter += 1;
  let channel: RealtimeChannel = client.channel(
    `live-${options.tables.join('-')}-${channelCounter}`,
  );
  for (const table of options.tables) {
    channel = channel.on(
      'postgres_changes' as never,
      {
        event: options.event ?? '*',
        schema: 'public',
        table,
        ...(options.filter ? { filter: options.filter } : {}),
      },
      () => options.onChange(),
    );
  }
  onStatus('connecting');
  channel.subscribe((status) => {
    if (status === 'SUBSCRIBED') onStatus('live');
    else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') onStatus('reconnecting');
    else if (status === 'CLOSED') onStatus('off');
  });
  return () => {
    void client.removeChannel(channel);
  };
}
