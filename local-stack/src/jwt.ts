import {
  decodeProtectedHeader,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

const encoder = new TextEncoder();

export function secretKey(secret: string): Uint8Array {
  return encoder.encode(secret);
}

/** anon and service-role keys: long-lived HS256 JWTs, as the Supabase CLI issues them. */
export async function makeApiKeys(secret: string): Promise<ApiKeys> {
  const sign = (role: ApiRole) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(1641769200)
      .setExpirationTime(1983812996)
      .sign(secretKey(secret));
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

export type Claims = JWTPayload & { role?: string; [claim: string]: unknown };

/**
 * Asymmetric signing keys (`[auth] signing_keys_path` of supabase/config.toml, JWKs as the
 * Supabase CLI writes them), registered per JWT secret by the stack that uses them.
 */
const signingKeys = new Map<string, JWK[]>();

export function registerSigningKeys(secret: string, keys: JWK[]): void {
  signingKeys.set(secret, keys);
}

/**
 * The key sessions are signed with when signing keys are configured: the first private key of
 * the list (GoTrue signs with its first usable key too); undefined keeps HS256 and the secret.
 */
export function activeSigningKey(secret: string): JWK | undefined {
  return signingKeys.get(secret)?.find((key) => key.d !== undefined && key.alg && key.kid);
}

/** The public halves, as GoTrue publishes them at /.well-known/jwks.json. */
export function publicJwks(secret: string): { keys: JWK[] } {
  return {
    keys: (signingKeys.get(secret) ?? []).map(
      ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ...publicPart }) => ({
        ...publicPart,
        key_ops: ['verify'],
      }),
    ),
  };
}

/**
 * Verifies a JWT signed with the stack's secret (HS256, the default for local keys) or with one
 * of its asymmetric signing keys (RS256/ES256, by `kid`); throws on a bad or expired token.
 */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  const header = decodeProtectedHeader(token);
  if (header.alg !== 'HS256' && header.kid) {
    const jwk = signingKeys.get(secret)?.find((key) => key.kid === header.kid);
    if (jwk?.alg && header.alg === jwk.alg) {
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ...publicPart } = jwk;
      const { payload } = await jwtVerify(token, await importJWK(publicPart, jwk.alg), {
        algorithms: [jwk.alg],
      });
      return payload as Claims;
    }
  }
  const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
  return payload as Claims;
}
