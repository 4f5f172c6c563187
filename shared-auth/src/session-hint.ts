/**
 * Whether supabase-js must load at start-up: a session stored by an earlier visit (its
 * `sb-<ref>-auth-token` key, supabase-js's default storage key) or an auth callback in the URL
 * (magic link / OAuth: `#access_token=…`, `?code=…`, or an error from the auth server). Without
 * either the visitor is signed out, so the client can wait until a page needs it.
 */
export function mayHaveSession(storage: Pick<Storage, 'length' | 'key'>, url: URL): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (/^sb-.+-auth-token$/.test(storage.key(index) ?? '')) return true;
  }
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [key, value] of url.searchParams) params.append(key, value);
  return ['access_token', 'code', 'error', 'error_description', 'error_code'].some((key) =>
    params.has(key),
  );
}
