import type { Context } from 'hono';
import type { StackContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { type RequestIdentity, withRequestContext } from '../db/request-context.js';
import { type ApiRole, verifyJwt } from '../jwt.js';
import { fromDatabaseError, storageErrors } from './errors.js';

const ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

/** The caller as PostgREST would see them: the Bearer token, else the apikey, verified with the secret. */
export async function identify(c: Context, secret: string): Promise<RequestIdentity> {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const token = bearer ?? c.req.header('apikey');
  // Storage verifies the empty token and fails as jose does.
  if (!token) throw storageErrors.invalidJwt('Invalid Compact JWS');
  let claims: Awaited<ReturnType<typeof verifyJwt>>;
  try {
    claims = await verifyJwt(token, secret);
  } catch (error) {
    throw storageErrors.accessDenied(error instanceof Error ? error.message : 'invalid token');
  }
  const role = ROLES.find((r) => r === claims.role);
  if (!role) throw storageErrors.accessDenied(`role ${String(claims.role)} is not allowed`);
  return { role, claims };
}

/** The JWT subject, when it is a user id (owner / owner_id of new objects). */
export function ownerOf(identity: RequestIdentity): {
  owner: string | null;
  ownerId: string | null;
} {
  const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f-]{36}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}

/**
 * Runs `fn` in one transaction as the caller (role + JWT GUCs), so RLS on
 * storage.objects / storage.buckets decides. Postgres errors become Storage errors.
 */
export async function asCaller<T>(
  ctx: StackContext,
  c: Context,
  fn: (tx: Queryable, identity: RequestIdentity) => Promise<T>,
): Promise<T> {
  return asIdentity(ctx, c, await identify(c, ctx.config.jwtSecret), fn);
}

/** asCaller for an identity decided elsewhere (a signed upload URL acts for its signer). */
export async function asIdentity<T>(
  ctx: StackContext,
  c: Context,
  identity: RequestIdentity,
  fn: (tx: Queryable, identity: RequestIdentity) => Promise<T>,
): Promise<T> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  try {
    return await withRequestContext(
      ctx.db,
      identity,
      { method: c.req.method, path: new URL(c.req.url).pathname, headers },
      (tx) => fn(tx, identity),
    );
  } catch (error) {
    throw fromDatabaseError(error) ?? error;
  }
}
