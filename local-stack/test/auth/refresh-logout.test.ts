import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import {
  authFetch,
  claimsOf,
  client,
  PASSWORD,
  signedUpClient,
  startAuthStack,
} from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  // Reuse interval 0 so reuse detection is testable without waiting GoTrue's 10 s.
  stack = await startAuthStack({ refreshTokenReuseInterval: 0 });
});
afterAll(async () => {
  await stack?.stop();
});

async function refresh(refreshToken: string) {
  const response = await authFetch(stack, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
    headers: { 'X-Supabase-Api-Version': '2024-01-01' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('refresh-token rotation', () => {
  it('rotates: a new refresh token each time, same session, claims renewed', async () => {
    const { supabase, session } = await signedUpClient(stack);
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(data.session?.access_token ?? '').session_id).toBe(
      claimsOf(session.access_token).session_id,
    );
    expect(data.session?.user.id).toBe(session.user.id);
  });

  it('gives the active token back when its parent is presented again (lost response)', async () => {
    const { session } = await signedUpClient(stack);
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
  });

  it('detects reuse of an older token and ends the session with its whole family', async () => {
    const { session } = await signedUpClient(stack);
    const b = await refresh(session.refresh_token);
    const c = await refresh(String(b.body.refresh_token));
    expect(c.status).toBe(200);

    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The session is gone: even the newest token no longer works.
    const newest = await refresh(String(c.body.refresh_token));
    expect(newest.status).toBe(400);
    expect(newest.body.code).toBe('refresh_token_not_found');
  });

  it('reports an unknown token through supabase-js', async () => {
    const { error } = await client(stack).auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('sign-out scopes', () => {
  async function threeSessions() {
    const first = await signedUpClient(stack);
    const second = client(stack);
    const third = client(stack);
    for (const other of [second, third]) {
      const { error } = await other.auth.signInWithPassword({
        email: first.email,
        password: PASSWORD,
      });
      expect(error).toBeNull();
    }
    return [first.supabase, second, third] as const;
  }

  async function stillSignedIn(supabase: Awaited<ReturnType<typeof threeSessions>>[number]) {
    const { data } = await supabase.auth.getSession();
    const token = data.session?.refresh_token ?? '';
    return (await refresh(token)).status === 200;
  }

  it('local ends only this session', async () => {
    const [a, b, c] = await threeSessions();
    const { data } = await a.auth.getSession();
    const refreshToken = data.session?.refresh_token ?? '';
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await refresh(refreshToken)).body.code).toBe('refresh_token_not_found');
    expect(await stillSignedIn(b)).toBe(true);
    expect(await stillSignedIn(c)).toBe(true);
  });

  it('others ends every session but this one', async () => {
    const [a, b, c] = await threeSessions();
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await stillSignedIn(a)).toBe(true);
    expect(await stillSignedIn(b)).toBe(false);
    expect(await stillSignedIn(c)).toBe(false);
  });

  it('global ends them all, and the old access token no longer finds its session', async () => {
    const [a, b] = await threeSessions();
    const { data } = await b.auth.getSession();
    const accessToken = data.session?.access_token ?? '';
    expect((await a.auth.signOut()).error).toBeNull();
    expect(await stillSignedIn(b)).toBe(false);
    const response = await authFetch(stack, '/user', {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('session_not_found');
  });
});
