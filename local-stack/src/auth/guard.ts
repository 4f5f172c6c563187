import type { Context, MiddlewareHandler } from 'hono';
import { type Claims, verifyJwt } from '../jwt.js';
import { authTransaction } from './db.js';
import type { AuthDeps } from './deps.js';
import { forbidden, unauthorized } from './errors.js';
import type { Aal } from './sessions.js';
import { findUserById, type UserRow } from './users.js';

/** The verified caller of a user endpoint. */
export interface Caller {
  claims: Claims;
  user: UserRow;
  /** undefined for tokens without a session_id claim (GoTrue accepts those). */
  sessionId: string | undefined;
  aal: Aal;
}

export type AuthEnv = { Variables: { caller: Caller; adminClaims: Claims } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function bearerClaims(c: Context, deps: AuthDeps): Promise<Claims> {
  const header = c.req.header('authorization') ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(match[1], deps.ctx.config.jwtSecret);
  } catch (error) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
    );
  }
}

/** GoTrue's requireAuthentication + loadUser/session: sets `caller` or answers 401/403. */
export function requireUser(deps: AuthDeps): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const claims = await bearerClaims(c, deps);
    if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) {
      throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    }
    const sub = claims.sub;
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    const { user, sessionFound } = await authTransaction(deps.ctx.db, async (tx) => {
      const found = await findUserById(tx, sub);
      if (!found || !sessionId || !UUID.test(sessionId)) {
        return { user: found, sessionFound: !sessionId };
      }
      const session = await tx.query('select 1 from auth.sessions where id = $1::uuid', [
        sessionId,
      ]);
      return { user: found, sessionFound: session.rows.length > 0 };
    });
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (!sessionFound) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    c.set('caller', { claims, user, sessionId, aal: claims.aal === 'aal2' ? 'aal2' : 'aal1' });
    await next();
  };
}

/** GoTrue's requireAdmin: the bearer must be a service-role token. */
export function requireAdmin(deps: AuthDeps): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const claims = await bearerClaims(c, deps);
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
      throw forbidden('not_admin', 'User not allowed');
    }
    c.set('adminClaims', claims);
    await next();
  };
}
