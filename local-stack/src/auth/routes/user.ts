import { Hono } from 'hono';
import { z } from 'zod';
import { authTransaction } from '../db.js';
import type { AuthDeps } from '../deps.js';
import { consumeReauthentication } from '../email-otp.js';
import { badRequest, unauthorized, unprocessable } from '../errors.js';
import { type AuthEnv, requireUser } from '../guard.js';
import { assertMetadataSize, mergeMetadataSql } from '../metadata-sql.js';
import { assertPasswordStrength, hashPassword, verifyPassword } from '../password.js';
import { optionalText, readBody } from '../request.js';
import { endSessions, type LogoutScope } from '../sessions.js';
import { findUserById, listFactors, loadUserJson, normaliseEmail } from '../users.js';

const updateBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  data: z.record(z.string(), z.unknown()).nullish(),
  nonce: optionalText,
});

const LOGOUT_SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

/** GET/PUT /user and POST /logout: the signed-in user's own endpoints. */
export function userRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const { db } = deps.ctx;
  const authenticated = requireUser(deps);

  app.get('/user', authenticated, async (c) => {
    const { user } = c.get('caller');
    return c.json(await authTransaction(db, (tx) => loadUserJson(tx, user)));
  });

  app.put('/user', authenticated, async (c) => {
    const caller = c.get('caller');
    const body = await readBody(c, updateBody);
    assertMetadataSize(body.data);
    if (body.email !== undefined && normaliseEmail(body.email) !== (caller.user.email ?? '')) {
      throw unprocessable(
        'validation_failed',
        'Changing the e-mail address is not supported by the local stack',
      );
    }
    if (body.phone) {
      throw unprocessable(
        'validation_failed',
        'Changing the phone number is not supported by the local stack',
      );
    }
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      // GoTrue: with a verified factor, only an aal2 session may change the password, so a
      // recovery link (aal1) alone cannot take over an account protected by an authenticator.
      const factors = await authTransaction(db, (tx) => listFactors(tx, caller.user.id));
      if (factors.some((f) => f.status === 'verified') && caller.aal !== 'aal2') {
        throw unauthorized(
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
      }
      assertPasswordStrength(body.password, deps.settings.passwordMinLength);
      const same = await verifyPassword(
        body.password,
        caller.user.encrypted_password,
        deps.settings.bcryptCost,
      );
      if (same) {
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(body.password, deps.settings.bcryptCost);
    }
    // A password sent with the nonce of GET /reauthenticate must carry a valid one (GoTrue); the
    // check commits on its own so a wrong nonce is counted (the 5th burns it).
    if (passwordHash && body.nonce !== undefined) {
      const nonce = body.nonce;
      const valid = await authTransaction(db, (tx) =>
        consumeReauthentication(tx, deps.settings, deps.codeHash, caller.user, nonce),
      );
      if (!valid) {
        throw unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
      }
    }
    const user = await authTransaction(db, async (tx) => {
      if (body.data) {
        await tx.query(
          `update auth.users
              set raw_user_meta_data = ${mergeMetadataSql('raw_user_meta_data', '$2')},
                  updated_at = now()
            where id = $1::uuid`,
          [caller.user.id, JSON.stringify(body.data)],
        );
      }
      if (passwordHash) {
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid',
          [caller.user.id, passwordHash],
        );
        // Like GoTrue's UpdatePassword: every other session of the user ends.
        await endSessions(tx, caller.user.id, caller.sessionId, 'others');
      }
      const updated = await findUserById(tx, caller.user.id);
      if (!updated) throw badRequest('user_not_found', 'User not found');
      // The merge may have grown it past the limit: refused, the transaction rolls back.
      assertMetadataSize(updated.raw_user_meta_data);
      return loadUserJson(tx, updated);
    });
    return c.json(user);
  });

  app.post('/logout', authenticated, async (c) => {
    const caller = c.get('caller');
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!LOGOUT_SCOPES.includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    await authTransaction(db, (tx) => endSessions(tx, caller.user.id, caller.sessionId, scope));
    return c.body(null, 204);
  });

  return app;
}
