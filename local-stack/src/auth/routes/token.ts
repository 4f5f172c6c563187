import { Hono } from 'hono';
import { z } from 'zod';
import { runAttemptHook } from '../attempt-hooks.js';
import { clientInfo } from '../client-info.js';
import { authTransaction } from '../db.js';
import type { AuthDeps } from '../deps.js';
import { badRequest } from '../errors.js';
import { respondWithSession, signIn } from '../grant.js';
import type { AuthEnv } from '../guard.js';
import { verifyPassword } from '../password.js';
import { exchangeAuthCode } from '../pkce.js';
import { enforceLimit, limitFailures } from '../rate-limit.js';
import { clientBucket, clientIp, optionalText, readBody } from '../request.js';
import { type AuthMethod, endSessions, refreshSession } from '../sessions.js';
import { findUserByEmail, findUserById, type UserRow } from '../users.js';

const passwordBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
});

const refreshBody = z.object({ refresh_token: optionalText });

const pkceBody = z.object({ auth_code: optionalText, code_verifier: optionalText });

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

function assertMaySignIn(user: UserRow): void {
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw badRequest('user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
}

/** POST /token?grant_type=password|refresh_token|pkce. */
export function tokenRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const { db } = deps.ctx;

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const ip = clientIp(c);

    if (grantType === 'password') {
      // Per client: only failed attempts count, so successful sign-ins are never limited.
      const session = await limitFailures(
        deps.limiter,
        `token-failures:ip:${clientBucket(ip)}`,
        deps.settings.rateLimits.token,
        async () => {
          const body = await readBody(c, passwordBody);
          if (!body.email || body.password === undefined) throw invalidCredentials();
          const email = body.email;
          const user = await authTransaction(db, (tx) => findUserByEmail(tx, email));
          // bcrypt runs outside any transaction so a slow hash never holds the database.
          const valid = await verifyPassword(
            body.password,
            user?.encrypted_password ?? null,
            deps.settings.bcryptCost,
          );
          if (!user) throw invalidCredentials();
          // Per account: GoTrue asks the hook right after the password check, valid or not.
          const hook = deps.settings.passwordVerificationAttemptHook;
          if (hook) {
            const decision = await runAttemptHook(
              db,
              hook,
              { kind: 'password', user_id: user.id, valid },
              ip,
            );
            if (decision.reject) {
              if (decision.shouldLogoutUser) {
                await authTransaction(db, (tx) => endSessions(tx, user.id, undefined, 'global'));
              }
              throw badRequest('invalid_credentials', decision.message);
            }
          }
          if (!valid) throw invalidCredentials();
          assertMaySignIn(user);
          return authTransaction(db, (tx) =>
            signIn(tx, deps.ctx.config, user.id, 'password', clientInfo(c)),
          );
        },
      );
      return c.json(session);
    }

    if (grantType === 'refresh_token') {
      enforceLimit(
        deps.limiter,
        `refresh:ip:${clientBucket(ip)}`,
        deps.settings.rateLimits.refresh,
      );
      const body = await readBody(c, refreshBody);
      if (!body.refresh_token) throw badRequest('validation_failed', 'refresh_token required');
      const presented = body.refresh_token;
      const outcome = await authTransaction(db, async (tx) => {
        const result = await refreshSession(tx, presented, deps.settings.refreshTokenReuseInterval);
        if ('reused' in result) return result;
        const user = await findUserById(tx, result.userId);
        if (!user) {
          throw badRequest(
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          );
        }
        if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
          throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
        }
        return respondWithSession(tx, deps.ctx.config, user, result.state, result.refreshToken);
      });
      // Thrown only now, after the family's revocation has been committed.
      if ('reused' in outcome) {
        throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      return c.json(outcome);
    }

    if (grantType === 'pkce') {
      enforceLimit(deps.limiter, `verify:ip:${clientBucket(ip)}`, deps.settings.rateLimits.verify);
      const body = await readBody(c, pkceBody);
      if (!body.auth_code || !body.code_verifier) {
        throw badRequest(
          'validation_failed',
          'invalid request: both auth code and code verifier should be non-empty',
        );
      }
      const authCode = body.auth_code;
      const verifier = body.code_verifier;
      const session = await authTransaction(db, async (tx) => {
        const flow = await exchangeAuthCode(tx, authCode, verifier, deps.settings.flowStateExpiry);
        const user = await findUserById(tx, flow.userId);
        if (!user) throw badRequest('user_not_found', 'User not found');
        if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
          throw badRequest('user_banned', 'User is banned');
        }
        const method = (
          ['recovery', 'magiclink', 'invite', 'email/signup'].includes(flow.method)
            ? flow.method
            : 'otp'
        ) as AuthMethod;
        return signIn(tx, deps.ctx.config, user.id, method, clientInfo(c));
      });
      return c.json(session);
    }

    throw badRequest('validation_failed', 'unsupported_grant_type');
  });
  return app;
}
