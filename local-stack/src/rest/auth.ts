import { errors } from 'jose';
import type { RequestIdentity } from '../db/request-context.js';
import { type ApiRole, verifyJwt } from '../jwt.js';
import { ApiError } from './errors.js';

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'] satisfies ApiRole[];

function invalidToken(code: 'PGRST301' | 'PGRST303', message: string): ApiError {
  return new ApiError(
    401,
    { code, message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  );
}

async function verify(token: string, secret: string) {
  const parts = token.split('.').length;
  if (parts !== 3) throw invalidToken('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  try {
    return await verifyJwt(token, secret);
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw invalidToken('PGRST303', 'JWT expired');
    throw invalidToken('PGRST301', 'JWSError JWSInvalidSignature');
  }
}

/**
 * Who is calling, from the verified JWT: the bearer token (a user's access
 * token or a key), else the `apikey` header. The role claim picks the
 * Postgres role; nothing else about access is decided here.
 */
export async function identify(
  authorization: string | undefined,
  apikey: string | undefined,
  secret: string,
): Promise<RequestIdentity> {
  const bearer = /^bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  const token = bearer ?? apikey?.trim();
  if (!token) {
    // Supabase's gateway refuses requests without a key before PostgREST sees them.
    throw new ApiError(401, {
      code: 'PGRST302',
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const claims = await verify(token, secret);
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!ROLES.includes(role)) throw invalidToken('PGRST301', `JWT role "${role}" is not allowed`);
  return { role: role as ApiRole, claims: { ...claims, role } };
}
