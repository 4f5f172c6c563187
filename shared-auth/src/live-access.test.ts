import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOwnDeadline } from './live-access';
import { UNLOADED_ACCESS, useSession } from './session-store';
import type { CsanClient } from './supabase';

/** A client whose realtime records the channel it was asked for. */
function fakeRealtime() {
  const bindings: { filter: Record<string, unknown>; callback: () => void }[] = [];
  const removed: unknown[] = [];
  const channel = {
    on(_type: string, filter: Record<string, unknown>, callback: () => void) {
      bindings.push({ filter, callback });
      return channel;
    },
    subscribe: vi.fn(() => channel),
  };
  const client = {
    channel: vi.fn(() => channel),
    removeChannel: vi.fn(async (c: unknown) => {
      removed.push(c);
    }),
  } as unknown as CsanClient;
  return { client, bindings, removed };
}

const user = { id: 'u-1' } as User;
const signedIn = (deadline: string | null, verifiedFactorId: string | null) =>
  useSession.setState({
    status: 'signed-in',
    user,
    access: { ...UNLOADED_ACCESS, loaded: true, mfaDeadline: deadline, verifiedFactorId },
  });

afterEach(() => {
  useSession.setState({
    status: 'loading',
    session: null,
    user: null,
    aal: null,
    access: UNLOADED_ACCESS,
  });
});

describe('followOwnDeadline', () => {
  it('watches the member’s own mfa_enforcement row while a deadline shows, and reads access on a change', () => {
    const { client, bindings, removed } = fakeRealtime();
    const refresh = vi.fn(async () => undefined);
    const stop = followOwnDeadline(client, refresh);
    expect(bindings).toHaveLength(0);
    signedIn('2026-01-01', null);
    expect(bindings).toEqual([
      expect.objectContaining({
        filter: {
          event: '*',
          schema: 'public',
          table: 'mfa_enforcement',
          filter: 'user_id=eq.u-1',
        },
      }),
    ]);
    bindings[0]?.callback();
    expect(refresh).toHaveBeenCalledTimes(1);
    // A store update for the same user does not open a second channel.
    signedIn('2026-02-01', null);
    expect(client.channel).toHaveBeenCalledTimes(1);
    // Once a factor is verified the banner is gone: the channel closes.
    signedIn('2026-02-01', 'factor-1');
    expect(removed).toHaveLength(1);
    stop();
  });

  it('opens nothing for a visitor or a member without a deadline', () => {
    const { client } = fakeRealtime();
    const stop = followOwnDeadline(client, async () => undefined);
    signedIn(null, null);
    useSession.setState({ status: 'signed-out', user: null });
    expect(client.channel).not.toHaveBeenCalled();
    stop();
  });
});
