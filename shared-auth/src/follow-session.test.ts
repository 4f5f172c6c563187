import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_DELAY_MS, followStoredSession, watchSharedSession } from './follow-session';
import { SIGNED_OUT, useSession } from './session-store';
import type { CsanClient } from './supabase';

const sessionWith = (accessToken: string, userId = 'u1'): Session =>
  ({
    access_token: accessToken,
    refresh_token: `r-${accessToken}`,
    token_type: 'bearer',
    expires_in: 3600,
    user: { id: userId, factors: [] },
  }) as unknown as Session;

/** What followStoredSession uses of supabase-js: the stored session and a local sign-out. */
function clientStoring(stored: Session | null) {
  const signOut = vi.fn(async () => {
    useSession.setState(SIGNED_OUT); // what the SIGNED_OUT listener (sync.ts) does
    return { error: null };
  });
  const client = {
    auth: { getSession: async () => ({ data: { session: stored }, error: null }), signOut },
  } as unknown as CsanClient;
  return { client, signOut };
}

afterEach(() => {
  useSession.setState({ ...SIGNED_OUT, status: 'loading' });
  vi.useRealTimers();
});

describe('followStoredSession (the cookie changed on another host)', () => {
  it('signs this page out, locally, when the cookie is gone', async () => {
    useSession.setState({ status: 'signed-in', session: sessionWith('old'), user: null });
    const { client, signOut } = clientStoring(null);
    await followStoredSession(client);
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(useSession.getState().status).toBe('signed-out');
  });

  it('takes the refreshed tokens another host wrote', async () => {
    useSession.setState({ status: 'signed-in', session: sessionWith('old'), user: null });
    const { client, signOut } = clientStoring(sessionWith('new'));
    await followStoredSession(client);
    expect(useSession.getState().session?.access_token).toBe('new');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs in a signed-out page when another host signed in', async () => {
    useSession.setState(SIGNED_OUT);
    const { client } = clientStoring(sessionWith('fresh'));
    await followStoredSession(client);
    expect(useSession.getState().status).toBe('signed-in');
    expect(useSession.getState().user?.id).toBe('u1');
  });

  it('keeps a session this page got while the cookie was being read (no stale sign-out)', async () => {
    useSession.setState(SIGNED_OUT);
    const signOut = vi.fn();
    const client = {
      auth: {
        getSession: async () => {
          // Read before this page's own sign-in wrote the cookie; the store hears of the
          // sign-in before the read returns.
          useSession.setState({ status: 'signed-in', session: sessionWith('mine'), user: null });
          return { data: { session: null }, error: null };
        },
        signOut,
      },
    } as unknown as CsanClient;
    await followStoredSession(client);
    expect(signOut).not.toHaveBeenCalled();
    expect(useSession.getState().session?.access_token).toBe('mine');
  });

  it('does nothing when page and cookie agree', async () => {
    const same = sessionWith('same');
    useSession.setState({ status: 'signed-in', session: same, user: same.user });
    const before = useSession.getState();
    const { client, signOut } = clientStoring(sessionWith('same'));
    await followStoredSession(client);
    expect(useSession.getState()).toBe(before);
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('watchSharedSession', () => {
  function targets(visibility: DocumentVisibilityState = 'visible') {
    const document = Object.assign(new EventTarget(), { visibilityState: visibility });
    return { window: new EventTarget(), document, cookieStore: new EventTarget() };
  }

  it('checks once after a burst of cookie changes (the chunks of one write)', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const t = targets();
    watchSharedSession(check, t as never);
    t.cookieStore.dispatchEvent(new Event('change'));
    t.cookieStore.dispatchEvent(new Event('change'));
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FOLLOW_DELAY_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks when the page is focused or shown again, not when it is hidden', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const shown = targets('visible');
    watchSharedSession(check, shown as never);
    shown.window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(FOLLOW_DELAY_MS);
    shown.document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(FOLLOW_DELAY_MS);
    expect(check).toHaveBeenCalledTimes(2);

    const hiddenCheck = vi.fn();
    const hidden = targets('hidden');
    watchSharedSession(hiddenCheck, hidden as never);
    hidden.document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(FOLLOW_DELAY_MS);
    expect(hiddenCheck).not.toHaveBeenCalled();
  });

  it('stops watching when told to', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const t = targets();
    const stop = watchSharedSession(check, t as never);
    stop();
    t.cookieStore.dispatchEvent(new Event('change'));
    t.window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(FOLLOW_DELAY_MS);
    expect(check).not.toHaveBeenCalled();
  });
});
