import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}

let stack: TestStack;
let project: string;
let rsaKey: CryptoKey;
const KID = 'local-test-key';

beforeAll(async () => {
  // A Supabase project folder whose config.toml names an asymmetric signing key.
  project = await mkdtemp(path.join(tmpdir(), 'csan-signing-'));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  rsaKey = privateKey as CryptoKey;
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: KID,
    alg: 'RS256',
    key_ops: ['sign', 'verify'],
  };
  await mkdir(path.join(project, 'supabase'));
  await writeFile(path.join(project, 'supabase', 'signing_keys.json'), JSON.stringify([jwk]));
  await writeFile(
    path.join(project, 'supabase', 'config.toml'),
    '[auth]\nsigning_keys_path = "./signing_keys.json"\n',
  );
  stack = await startTestStack({ seed: false, config: { repoRoot: project } });
});
afterAll(async () => {
  await stack?.stop();
  await rm(project, { recursive: true, force: true });
});

const rs256 = (role: string) =>
  new SignJWT({ role, iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(rsaKey);

describe('asymmetric JWT signing keys (signing_keys_path)', () => {
  it('publishes the public keys at /auth/v1/.well-known/jwks.json', async () => {
    const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kid: KID, alg: 'RS256', kty: 'RSA', key_ops: ['verify'] });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('accepts RS256 keys signed with it, besides the HS256 ones', async () => {
    const service = await rs256('service_role');
    const admin = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: service, authorization: `Bearer ${service}` },
    });
    expect(admin.status).toBe(200);
    const anon = await rs256('anon');
    const rest = await fetch(`${stack.url}/rest/v1/no_such_table`, { headers: { apikey: anon } });
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST205');
    const hs = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(hs.status).toBe(200);
  });

  it('refuses a token signed with another key of the same kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: forged, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(403);
  });

  it('signs sessions with the key, so getClaims verifies them locally against the JWKS', async () => {
    const calls: string[] = [];
    const supabase = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: {
        fetch: (input, init) => {
          calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
          return fetch(input, init);
        },
      },
      realtime: { transport: NoRealtime as never },
    });
    const email = `signed-${Date.now().toString(36)}@example.org`;
    const { data, error } = await supabase.auth.signUp({ email, password: 'correct-horse-1' });
    expect(error).toBeNull();
    const header = decodeProtectedHeader(data.session?.access_token ?? '');
    expect(header).toMatchObject({ alg: 'RS256', kid: KID });
    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe(email);
    expect(calls).toContain('/auth/v1/.well-known/jwks.json');
    expect(calls).not.toContain('/auth/v1/user');
    // The session token is accepted by the stack's own services too.
    const user = await supabase.auth.getUser();
    expect(user.data.user?.email).toBe(email);
  });
});
