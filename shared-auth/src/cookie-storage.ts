import {
  combineChunks,
  createChunks,
  isChunkLike,
  parseCookieHeader,
  serializeCookieHeader,
  stringFromBase64URL,
  stringToBase64URL,
} from '@supabase/ssr';
import type { SupportedStorage } from '@supabase/supabase-js';
import type { SessionCookieOptions } from './session-cookie';

/** What the adapter needs of `document`: its cookie jar. */
export type CookieJar = { cookie: string };

/** What it needs of `localStorage`: where the portal kept the session before cookies. */
export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/** @supabase/ssr's marker of a base64url-encoded value (its createBrowserClient writes it too). */
const BASE64_PREFIX = 'base64-';

function cookiesOf(jar: CookieJar): Array<{ name: string; value: string }> {
  return parseCookieHeader(jar.cookie).map(({ name, value }) => ({ name, value: value ?? '' }));
}

/** The stored text, or null for a value that does not decode to JSON (chunks of two writes). */
function decode(value: string): string | null {
  if (!value.startsWith(BASE64_PREFIX)) return value;
  try {
    const text = stringFromBase64URL(value.slice(BASE64_PREFIX.length));
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
}

/**
 * supabase-js's storage, kept in cookies on the parent domain so every host of the portal
 * reads the same session. The cookie format is @supabase/ssr's own (its chunker, its base64url
 * encoding and `base64-` prefix, the same names `<key>`, `<key>.0`, `<key>.1`…), so a
 * server-side `createServerClient` could read these cookies as they are; only the client stays
 * supabase-js's (see README, "One sign-in across hosts", for why not createBrowserClient).
 * A session found under the same key in `legacy` (localStorage, where the portal kept it
 * before) moves into the cookie on first read, so nobody is signed out by the change.
 */
export function createCookieStorage(
  options: SessionCookieOptions,
  jar: CookieJar = document,
  legacy: LegacyStorage | null = null,
): SupportedStorage {
  const write = (name: string, value: string, maxAge = options.maxAge) => {
    jar.cookie = serializeCookieHeader(name, value, { ...options, maxAge });
  };

  const setItem = (key: string, value: string) => {
    const chunks = createChunks(key, BASE64_PREFIX + stringToBase64URL(value));
    const written = new Set(chunks.map((chunk) => chunk.name));
    // A shorter value than the last one: the chunks it no longer needs must go, or they
    // would be read back as part of it.
    for (const { name } of cookiesOf(jar)) {
      if (isChunkLike(name, key) && !written.has(name)) write(name, '', 0);
    }
    for (const chunk of chunks) write(chunk.name, chunk.value);
  };

  const removeItem = (key: string) => {
    for (const { name } of cookiesOf(jar)) if (isChunkLike(name, key)) write(name, '', 0);
  };

  const getItem = async (key: string) => {
    const cookies = cookiesOf(jar);
    const stored = await combineChunks(
      key,
      (name) => cookies.find((cookie) => cookie.name === name)?.value ?? null,
    );
    if (stored) return decode(stored);
    const old = legacy?.getItem(key) ?? null;
    if (old === null) return null;
    setItem(key, old);
    legacy?.removeItem(key);
    return old;
  };

  return {
    getItem,
    setItem: async (key, value) => setItem(key, value),
    removeItem: async (key) => removeItem(key),
  };
}
