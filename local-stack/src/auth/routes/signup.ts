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
import { enforceLimit } from '../rate-limit.js';
import { assertEmail, clientBucket, clientIp, optionalText, readBody } from '../request.js';

const signupBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: optionalText,
});

/** POST /signup: e-mail + password, auto-confirmed locally, answered with a session. */
export function signupRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  app.post('/signup', async (c) => {
    const ip = clientIp(c);
    enforceLimit(deps.limiter, `signup:ip:${clientBucket(ip)}`, deps.settings.rateLimits.signup);
    const body = await readBody(c, signupBody);
    if (body.phone && !body.email) {
      throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    }
    if (body.code_challenge) {
      throw unprocessable('validation_failed', 'PKCE flow is not supported by the local stack');
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
