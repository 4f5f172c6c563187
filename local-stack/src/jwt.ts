import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

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

/** Verifies an HS256 JWT signed with the stack's secret; throws on a bad or expired token. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
  return payload as Claims;
}
