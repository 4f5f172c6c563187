import { describe, expect, it } from 'vitest';
import { dataCacheKey, dataCacheName, dataOwner, requestKind } from './rules';

const origin = 'https://csan.africa';
const kind = (url: string, method = 'GET', mode = 'cors') =>
  requestKind({ url, method, mode, origin });

/** An unsigned token with these claims (the worker only reads them; the database decides). */
function bearer(claims: Record<string, unknown>) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('requestKind', () => {
  it('pages of this origin are network-first pages; other origins are left alone', () => {
    expect(kind(`${origin}/membership`, 'GET', 'navigate')).toBe('page');
    expect(kind('https://elsewhere.test/x', 'GET', 'navigate')).toBe('pass');
  });

  it('content-hashed files are immutable; what names a version is revalidated', () => {
    expect(kind(`${origin}/main.4b21c08c.js`)).toBe('immutable');
    expect(kind(`${origin}/remotes/library/__federation_expose_X.0624d2a8.js`)).toBe('immutable');
    expect(kind(`${origin}/config.json`)).toBe('deploy');
    expect(kind(`${origin}/remotes/library/mf-manifest.json`)).toBe('deploy');
    expect(kind(`${origin}/remotes/library/remoteEntry.js`)).toBe('deploy');
    expect(kind(`${origin}/remotes/library/routes.json`)).toBe('deploy');
    expect(kind(`${origin}/manifest.webmanifest`)).toBe('deploy');
    // An un-hashed file is never cached first (sw.js itself, anything else).
    expect(kind(`${origin}/sw.js`)).toBe('pass');
    expect(kind(`${origin}/icons/icon-192.png`)).toBe('pass');
    // Another origin's hashed file (a remote deployed elsewhere) is the browser's business.
    expect(kind('https://cdn.test/main.4b21c08c.js')).toBe('pass');
  });

  it('REST reads on any origin are data; writes, auth and storage never are', () => {
    expect(kind('https://api.test/rest/v1/resources?select=*')).toBe('data');
    expect(kind('https://api.test/rest/v1/rpc/my_status')).toBe('data');
    expect(kind('https://api.test/rest/v1/profiles', 'PATCH')).toBe('pass');
    expect(kind('https://api.test/rest/v1/rpc/x', 'POST')).toBe('pass');
    expect(kind('https://api.test/rest/v1/resources', 'HEAD')).toBe('pass');
    expect(kind('https://api.test/auth/v1/user')).toBe('pass');
    expect(kind('https://api.test/auth/v1/token?grant_type=password', 'POST')).toBe('pass');
    expect(kind('https://api.test/functions/v1/verify-payment')).toBe('pass');
  });

  it('a sign-out is recognised whatever its method and query', () => {
    expect(kind('https://api.test/auth/v1/logout?scope=global', 'POST')).toBe('sign-out');
  });
});

describe('dataOwner', () => {
  it('public reads share one cache', () => {
    expect(dataOwner(bearer({ role: 'anon' }))).toEqual({ kind: 'anon' });
  });

  it("a member's reads with a verified second factor are theirs alone", () => {
    const owner = dataOwner(bearer({ role: 'authenticated', sub: 'u-1', aal: 'aal2' }));
    expect(owner).toEqual({ kind: 'user', id: 'u-1' });
    const other = dataOwner(bearer({ role: 'authenticated', sub: 'u-2', aal: 'aal2' }));
    expect(dataCacheName(owner ?? { kind: 'anon' })).not.toBe(
      dataCacheName(other ?? { kind: 'anon' }),
    );
  });

  it('aal1, service-role, missing or unreadable tokens are never kept', () => {
    expect(dataOwner(bearer({ role: 'authenticated', sub: 'u-1', aal: 'aal1' }))).toBeNull();
    expect(dataOwner(bearer({ role: 'authenticated', aal: 'aal2' }))).toBeNull();
    expect(dataOwner(bearer({ role: 'service_role' }))).toBeNull();
    expect(dataOwner(null)).toBeNull();
    expect(dataOwner('Bearer not-a-jwt')).toBeNull();
    expect(dataOwner('Bearer a.%%%.c')).toBeNull();
  });
});

describe('dataCacheKey', () => {
  it('keeps apart the answers PostgREST shapes by header for one URL', () => {
    const url = 'https://api.test/rest/v1/profiles?id=eq.1';
    const many = dataCacheKey(url, new Headers({ accept: 'application/json' }));
    const one = dataCacheKey(url, new Headers({ accept: 'application/vnd.pgrst.object+json' }));
    const counted = dataCacheKey(url, new Headers({ prefer: 'count=exact' }));
    expect(new Set([many, one, counted]).size).toBe(3);
    expect(new URL(many).searchParams.get('id')).toBe('eq.1');
    expect(dataCacheKey(url, new Headers({ accept: 'application/json' }))).toBe(many);
  });
});
