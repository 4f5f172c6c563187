import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { syncSession, useSession } from './session-store';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

function fakeClient() {
  let listener: Listener = () => {};
  const unsubscribe = vi.fn();
  const client = {
    auth: {
      onAuthStateChange: (cb: Listener) => {
        listener = cb;
        return { data: { subscription: { unsubscribe } } };
      },
    },
  } as unknown as SupabaseClient;
  return { client, emit: (e: AuthChangeEvent, s: Session | null) => listener(e, s), unsubscribe };
}

const session = { access_token: 't', user: { id: 'u1', email: 'a@b.c' } } as unknown as Session;

describe('useSession', () => {
  it('starts loading, then follows auth state changes', () => {
    const { client, emit, unsubscribe } = fakeClient();
    expect(useSession.getState().status).toBe('loading');
    const stop = syncSession(client);
    emit('INITIAL_SESSION', null);
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', user: null });
    emit('SIGNED_IN', session);
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: { id: 'u1' } });
    emit('SIGNED_OUT', null);
    expect(useSession.getState().status).toBe('signed-out');
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
