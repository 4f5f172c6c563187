import { describe, expect, it } from 'vitest';
import { isValidHs256Jwt } from './jwt.ts';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const part = (value: unknown) => b64url(encoder.encode(JSON.stringify(value)));

async function sign(claims: Record<string, unknown>, secret = SECRET, alg = 'HS256') {
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(unsigned)));
  return `${unsigned}.${b64url(mac)}`;
}

describe('isValidHs256Jwt', () => {
  const now = 1_900_000_000;

  it('accepts a token signed with the secret, unexpired or without exp (the API keys)', async () => {
    expect(await isValidHs256Jwt(await sign({ role: 'anon' }), SECRET, now)).toBe(true);
    expect(await isValidHs256Jwt(await sign({ sub: 'u', exp: now + 60 }), SECRET, now)).toBe(true);
  });

  it('refuses an expired token, another secret, another algorithm, a tampered payload, garbage', async () => {
    expect(await isValidHs256Jwt(await sign({ exp: now - 1 }), SECRET, now)).toBe(false);
    expect(await isValidHs256Jwt(await sign({ role: 'anon' }, 'another-secret'), SECRET, now)).toBe(
      false,
    );
    expect(await isValidHs256Jwt(await sign({ role: 'anon' }, SECRET, 'HS512'), SECRET, now)).toBe(
      false,
    );
    const [header, , signature] = (await sign({ role: 'anon' })).split('.');
    const tampered = `${header}.${part({ role: 'service_role' })}.${signature}`;
    expect(await isValidHs256Jwt(tampered, SECRET, now)).toBe(false);
    const unsigned = `${part({ alg: 'none' })}.${part({ role: 'service_role' })}.`;
    expect(await isValidHs256Jwt(unsigned, SECRET, now)).toBe(false);
    for (const junk of ['', 'a.b', 'a.b.c.d', '!!.??.**']) {
      expect(await isValidHs256Jwt(junk, SECRET, now)).toBe(false);
    }
  });
});
