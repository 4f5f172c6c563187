import { Hono } from 'hono';
import { z } from 'zod';
import { clientInfo } from '../client-info.js';
import { createUser, preparePassword } from '../create-user.js';
import { authTransaction } from '../db.js';
import type { AuthDeps } from '../deps.js';
import { unprocessable } from '../errors.js';
import { signIn } from '../grant.js';
import type { AuthEnv } from '../guard.js';
import { assertMetadataSize } from '../metadata-sql.js';
import { codeChallenge } from '../pkce.js';
import { enforceLimit } from '../rate-limit.js';
import { assertEmail, clientBucket, clientIp, optionalText, readBody } from '../request.js';

const signupBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

/**
 * POST /signup: e-mail + password, auto-confirmed locally, answered with a session (also in the
 * PKCE flow: an auto-confirmed sign-up has no link to exchange, GoTrue answers tokens too).
 * Without e-mail and phone it is an anonymous sign-in, when `enable_anonymous_sign_ins` is on.
 */
export function signupRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  app.post('/signup', async (c) => {
    const ip = clientIp(c);
    enforceLimit(deps.limiter, `signup:ip:${clientBucket(ip)}`, deps.settings.rateLimits.signup);
    const body = await readBody(c, signupBody);
    if (body.phone && !body.email) {
      throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    }
    codeChallenge(body.code_challenge, body.code_challenge_method);
    if (!body.email && !body.phone) {
      if (!deps.settings.anonymousSignIns) {
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      enforceLimit(
        deps.limiter,
        `anonymous:ip:${clientBucket(ip)}`,
        deps.settings.rateLimits.anonymous,
      );
      assertMetadataSize(body.data);
      const session = await authTransaction(deps.ctx.db, async (tx) => {
        const user = await createUser(tx, deps.settings, {
          email: null,
          passwordHash: null,
          userMetadata: body.data ?? {},
          appMetadata: {},
          emailConfirmed: false,
          duplicate: { code: 'user_already_exists', message: 'User already registered' },
          runHook: true,
          ip,
          anonymous: true,
        });
        return signIn(tx, deps.ctx.config, user.id, 'anonymous', clientInfo(c));
      });
      return c.json(session);
    }
    const email = assertEmail(body.email);
    assertMetadataSize(body.data);
    if (!body.password)
      throw unprocessable('validation_failed', 'Signup requires a valid password');
    const passwordHash = await preparePassword(deps.settings, body.password);
    const session = await authTransaction(deps.ctx.db, async (tx) => {
      const user = await createUser(tx, deps.settings, {
        email,
        passwordHash,
        userMetadata: body.data ?? {},
        appMetadata: {},
        // Local mailer_autoconfirm: nobody can click a confirmation link in CI.
        emailConfirmed: true,
        duplicate: { code: 'user_already_exists', message: 'User already registered' },
        runHook: true,
        ip,
      });
      return signIn(tx, deps.ctx.config, user.id, 'password', clientInfo(c));
    });
    return c.json(session);
  });
  return app;
}
