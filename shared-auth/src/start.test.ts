import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveSession } from './session-hint';
import { useSession } from './session-store';
import { startSupabase } from './start';
import { getSupabase, resetSupabaseForTests } from './supabase';

const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' };

function storageWith(...keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

afterEach(() => {
  resetSupabaseForTests();
  useSession.setState({ status: 'loading', session: null, user: null });
});

describe('mayHaveSession', () => {
  const page = new URL('http://csan.test/about');

  it('is false for a first visit with nothing stored and no auth callback', () => {
    expect(mayHaveSession(storageWith('i18nextLng'), page)).toBe(false);
  });

  it('is true when supabase-js stored a session', () => {
    expect(mayHaveSession(storageWith('i18nextLng', 'sb-127-auth-token'), page)).toBe(true);
  });

  it('is true when another host of the portal wrote the session cookie (whole or chunked)', () => {
    expect(mayHaveSession(null, page, 'i18next=fr; sb-127-auth-token=base64-e30')).toBe(true);
    expect(mayHaveSession(storageWith(), page, 'sb-127-auth-token.0=base64-e')).toBe(true);
    expect(mayHaveSession(storageWith(), page, 'sb-127-auth-token-code-verifier=v')).toBe(false);
  });

  it('is true on an auth callback (implicit hash, PKCE code, auth error)', () => {
    const empty = storageWith();
    expect(mayHaveSession(empty, new URL('http://csan.test/#access_token=a&type=magiclink'))).toBe(
      true,
    );
    expect(mayHaveSession(empty, new URL('http://csan.test/login?code=abc'))).toBe(true);
    expect(mayHaveSession(empty, new URL('http://csan.test/#error_description=expired'))).toBe(
      true,
    );
  });
});

describe('startSupabase', () => {
  it('signs a visitor without a session out at once, without loading supabase-js', () => {
    startSupabase(config, storageWith(), new URL('http://csan.test/'));
    expect(useSession.getState().status).toBe('signed-out');
    expect(() => getSupabase()).toThrow(/loadSupabase/);
  });

  it('loads the client when a session may exist and lets it decide the status', async () => {
    startSupabase(config, storageWith('sb-127-auth-token'), new URL('http://csan.test/'));
    expect(useSession.getState().status).toBe('loading');
    const loaded = () => {
      try {
        return Boolean(getSupabase());
      } catch {
        return false;
      }
    };
    await expect.poll(loaded, { timeout: 5000 }).toBe(true);
    await expect.poll(() => useSession.getState().status, { timeout: 5000 }).toBe('signed-out');
  });
});
