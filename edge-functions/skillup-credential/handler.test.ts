import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { MissingSecretError } from '../_shared/env.ts';
import { createHandler as createJwksHandler } from '../skillup-jwks/handler.ts';
import { skillupUrlOf } from './credential.ts';
import { createHandler, messages } from './handler.ts';

// The certificate's rules (who holds it, revocation) are the database's
// (supabase/tests/skillup-certificates.test.ts); here: the credential, its signature against the
// published JWKS, and the function's answers.
const KEY = JSON.stringify({
  kty: 'EC',
  crv: 'P-256',
  x: 'UlM1Wsxt5RmjPfC2xs5LRqEsXm6DMnCff_SCzWGRy8c',
  y: 'AOlPk-9oFmGeu3VFOdwVzP3wogKi6Lq23l4xINYwMjo',
  d: 'ie_TT2lJdDkX961hGHYePevaMGZe5YK8cUMs7dcQPZw',
  kid: 'test-key-1',
});
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  SITE_URL: 'https://csan.test/',
  SKILLUP_SIGNING_KEY: KEY,
};

const certificate = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'CSAN-DEMA-FR26',
  user_id: '00000000-0000-4000-8000-000000000005',
  course_id: '00000000-0000-4000-8900-000000000001',
  pathway_id: null,
  holder_name: 'Adjoa Partner',
  title: 'Foundations of Incident Response',
  cpe_hours: 6,
  issued_at: '2026-11-15T10:00:00Z',
  expires_at: '2029-11-15T10:00:00Z',
  revoked_at: null as string | null,
};

function fakeBackend(row: typeof certificate | null) {
  const urls: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/auth/v1/user')) return reply({ id: certificate.user_id, email: 'p@x.org' });
    if (url.includes('/rpc/mfa_requirement_met')) return reply(true);
    if (url.includes('/rest/v1/skillup_certificates')) return reply(row ? [row] : []);
    if (url.includes('/rest/v1/skillup_courses'))
      return reply([{ slug: 'foundations-of-incident-response' }]);
    return reply({ message: `unexpected ${url}` }, 500);
  };
  return { urls, fetchFn };
}

const post = (body: unknown = { code: ' csan-dema-fr26 ' }, authorization = 'Bearer user-token') =>
  new Request('http://fn.test/skillup-credential', {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function publishedKeys() {
  const res = await createJwksHandler({ env, fetch })(new Request('http://fn.test/skillup-jwks'));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('max-age');
  return (await res.json()) as { keys: Record<string, string>[] };
}

describe('skillup-jwks', () => {
  it('publishes the public key only', async () => {
    const { keys } = await publishedKeys();
    expect(keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', kid: 'test-key-1', alg: 'ES256' }),
    ]);
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('refuses to boot without a valid key, naming the secret', () => {
    for (const bad of [undefined, 'not json', JSON.stringify({ kty: 'EC', crv: 'P-256' })]) {
      expect(() => createJwksHandler({ env: { ...env, SKILLUP_SIGNING_KEY: bad }, fetch })).toThrow(
        MissingSecretError,
      );
    }
  });
});

describe('skillup-credential', () => {
  it('signs an Open Badges 3.0 credential that verifies with the published key', async () => {
    const backend = fakeBackend(certificate);
    const res = await createHandler({ env, fetch: backend.fetchFn })(post());
    expect(res.status).toBe(200);
    const { jwt, credential } = (await res.json()) as { jwt: string; credential: unknown };
    // The code was normalised before the query.
    expect(backend.urls.some((u) => u.includes('code=eq.CSAN-DEMA-FR26'))).toBe(true);

    const { keys } = await publishedKeys();
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet({ keys }), {
      issuer: 'https://csan.test',
      currentDate: new Date('2027-01-01T00:00:00Z'),
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'test-key-1', typ: 'JWT' });
    expect(decodeProtectedHeader(jwt).jwk).not.toHaveProperty('d');
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      jti: `urn:uuid:${certificate.id}`,
      sub: `urn:uuid:${certificate.user_id}`,
      credentialSubject: {
        name: 'Adjoa Partner',
        achievement: {
          name: 'Foundations of Incident Response',
          id: 'https://skillup.csan.test/courses/foundations-of-incident-response',
        },
      },
      evidence: [{ id: 'https://skillup.csan.test/verify/CSAN-DEMA-FR26' }],
    });
    expect(payload['@context']).toContain(
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    );
    expect(credential).toMatchObject({ validFrom: '2026-11-15T10:00:00.000Z' });
    // Another key does not verify it.
    const [published] = keys as [Record<string, string>];
    const other = { ...published, x: published.y, y: published.x };
    await expect(jwtVerify(jwt, createLocalJWKSet({ keys: [other] }))).rejects.toThrow();
  });

  it('answers 404 for a code that is not the caller’s, 409 when revoked, 400 for a malformed code, 401 signed out', async () => {
    const none = await createHandler({ env, fetch: fakeBackend(null).fetchFn })(post());
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: messages.notFound });
    const revoked = await createHandler({
      env,
      fetch: fakeBackend({ ...certificate, revoked_at: '2026-11-20T00:00:00Z' }).fetchFn,
    })(post());
    expect(revoked.status).toBe(409);
    for (const body of [{ code: "x' or 1=1" }, {}, { code: 42 }]) {
      const bad = await createHandler({ env, fetch: fakeBackend(certificate).fetchFn })(post(body));
      expect(bad.status).toBe(400);
    }
    const anonymous = await createHandler({ env, fetch: fakeBackend(certificate).fetchFn })(
      post(undefined, ''),
    );
    expect(anonymous.status).toBe(401);
  });

  it('derives the skillup host from the site', () => {
    expect(skillupUrlOf('https://www.csan.africa/')).toBe('https://skillup.csan.africa');
    expect(skillupUrlOf('http://csan.localhost:8080')).toBe('http://skillup.csan.localhost:8080');
  });
});
