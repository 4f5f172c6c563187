/** supabase-js's default storage key, `sb-<ref>-auth-token`, and a cookie chunk of it (`.0`). */
const SESSION_KEY = /^sb-.+-auth-token(\.\d+)?$/;

/**
 * Whether supabase-js must load at start-up: a session cookie written by any host of the
 * portal (shared-auth/src/cookie-storage.ts: `sb-<ref>-auth-token`, or its chunks `….0`), a
 * session still in localStorage from before the cookies (moved on first read), or an auth
 * callback in the URL (magic link / OAuth: `#access_token=…`, `?code=…`, or an error from the
 * auth server). Without any of them the visitor is signed out, so the client can wait until a
 * page needs it. Names only: nothing is decoded, so it costs nothing on the first paint.
 */
export function mayHaveSession(
  storage: Pick<Storage, 'length' | 'key'> | null,
  url: URL,
  cookies = '',
): boolean {
  for (const pair of cookies.split(';')) {
    if (SESSION_KEY.test(pair.slice(0, pair.indexOf('=')).trim())) return true;
  }
  for (let index = 0; index < (storage?.length ?? 0); index += 1) {
    if (SESSION_KEY.test(storage?.key(index) ?? '')) return true;
  }
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [key, value] of url.searchParams) params.append(key, value);
  return ['access_token', 'code', 'error', 'error_description', 'error_code'].some((key) =>
    params.has(key),
  );
}
