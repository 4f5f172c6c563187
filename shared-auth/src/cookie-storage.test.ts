import { describe, expect, it } from 'vitest';
import { createCookieStorage } from './cookie-storage';
import { SESSION_COOKIE_MAX_AGE, type SessionCookieOptions } from './session-cookie';

type Stored = { value: string; attributes: string };

/**
 * A small `document.cookie`: reading gives `name=value; …`, writing takes one Set-Cookie
 * string and keeps what it said (Max-Age=0 deletes). Attributes are kept to be asserted.
 */
function cookieJar() {
  const cookies = new Map<string, Stored>();
  const writes: string[] = [];
  return {
    cookies,
    writes,
    get cookie() {
      return [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
    },
    set cookie(header: string) {
      writes.push(header);
      const [pair = '', ...attributes] = header.split(/;\s*/);
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.some((a) => /^max-age=0$/i.test(a))) cookies.delete(name);
      else cookies.set(name, { value: pair.slice(at + 1), attributes: attributes.join('; ') });
    },
  };
}

const OPTIONS: SessionCookieOptions = {
  domain: 'csan.localhost',
  path: '/',
  sameSite: 'lax',
  secure: false,
  maxAge: SESSION_COOKIE_MAX_AGE,
};
const KEY = 'sb-127-auth-token';
const session = (padding = 0) =>
  JSON.stringify({
    access_token: 'a.b.c',
    refresh_token: 'r',
    user: { id: 'u', pad: 'x'.repeat(padding) },
  });

describe('createCookieStorage', () => {
  it('stores the session in a cookie on the parent domain that reads back unchanged', async () => {
    const jar = cookieJar();
    const storage = createCookieStorage(OPTIONS, jar);
    await storage.setItem(KEY, session());
    expect(await storage.getItem(KEY)).toBe(session());
    const stored = jar.cookies.get(KEY);
    expect(stored?.value.startsWith('base64-')).toBe(true);
    expect(stored?.attributes).toMatch(/Domain=csan\.localhost/);
    expect(stored?.attributes).toMatch(/Path=\//);
    expect(stored?.attributes).toMatch(/SameSite=Lax/);
    expect(stored?.attributes).not.toMatch(/Secure/);
    expect(stored?.attributes).not.toMatch(/HttpOnly/);
  });

  it('marks the cookie Secure when the page is on https', async () => {
    const jar = cookieJar();
    await createCookieStorage({ ...OPTIONS, secure: true }, jar).setItem(KEY, session());
    expect(jar.cookies.get(KEY)?.attributes).toMatch(/Secure/);
  });

  it('splits a session too large for one cookie into chunks under 4 KB, and drops unused ones', async () => {
    const jar = cookieJar();
    const storage = createCookieStorage(OPTIONS, jar);
    await storage.setItem(KEY, session(9000));
    const names = [...jar.cookies.keys()];
    expect(names.length).toBeGreaterThan(2);
    expect(names.every((name) => name.startsWith(`${KEY}.`))).toBe(true);
    for (const header of jar.writes) expect(header.length).toBeLessThan(4096);
    expect(await storage.getItem(KEY)).toBe(session(9000));

    await storage.setItem(KEY, session());
    expect([...jar.cookies.keys()]).toEqual([KEY]);
    expect(await storage.getItem(KEY)).toBe(session());
  });

  it('removes every chunk with the same Domain and Path (else the browser keeps them)', async () => {
    const jar = cookieJar();
    const storage = createCookieStorage(OPTIONS, jar);
    await storage.setItem(KEY, session(9000));
    jar.writes.length = 0;
    await storage.removeItem(KEY);
    expect(jar.cookies.size).toBe(0);
    expect(await storage.getItem(KEY)).toBeNull();
    for (const header of jar.writes) expect(header).toMatch(/Domain=csan\.localhost; Path=\//);
  });

  it('leaves other cookies alone', async () => {
    const jar = cookieJar();
    jar.cookie = 'i18next=fr';
    const storage = createCookieStorage(OPTIONS, jar);
    await storage.setItem(KEY, session());
    await storage.removeItem(KEY);
    expect([...jar.cookies.keys()]).toEqual(['i18next']);
  });

  it('treats chunks that do not decode to one JSON value as no session', async () => {
    const jar = cookieJar();
    const storage = createCookieStorage(OPTIONS, jar);
    await storage.setItem(KEY, session(9000));
    jar.cookie = `${KEY}.1=base64-garbage`;
    expect(await storage.getItem(KEY)).toBeNull();
  });

  it('moves a session kept in localStorage before the change into the cookie', async () => {
    const jar = cookieJar();
    const legacy = new Map([[KEY, session()]]);
    const storage = createCookieStorage(OPTIONS, jar, {
      getItem: (key) => legacy.get(key) ?? null,
      removeItem: (key) => void legacy.delete(key),
    });
    expect(await storage.getItem(KEY)).toBe(session());
    expect(legacy.has(KEY)).toBe(false);
    expect(jar.cookies.has(KEY)).toBe(true);
    expect(await storage.getItem(KEY)).toBe(session());
  });
});
