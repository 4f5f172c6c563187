import { Hono } from 'hono';
import { z } from 'zod';
import { runAttemptHook } from '../attempt-hooks.js';
import { authTransaction } from '../db.js';
import type { AuthDeps } from '../deps.js';
import { forbidden, notFound, unprocessable } from '../errors.js';
import { respondWithSession } from '../grant.js';
import { type AuthEnv, requireUser } from '../guard.js';
import {
  assertChallenge,
  consumeChallenge,
  createChallenge,
  enrollTotp,
  findOwnFactor,
  raiseSessionToAal2,
  spendTotpStep,
  totpStep,
  totpStepUsed,
  unenrollFactor,
} from '../mfa.js';
import { limitFailures } from '../rate-limit.js';
import { clientBucket, clientIp, optionalText, readBody } from '../request.js';
import { addAmrClaim, endSessions, loadSessionState, rotateSessionToken } from '../sessions.js';
import { findUserById } from '../users.js';

const enrollBody = z.object({
  factor_type: optionalText,
  friendly_name: optionalText,
  issuer: optionalText,
});

const verifyBody = z.object({ challenge_id: z.string(), code: z.string() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** TOTP factors: enroll, challenge, verify (→ aal2 session), unenroll. */
export function mfaRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const { db } = deps.ctx;
  const { settings, limiter } = deps;
  app.use('/factors', requireUser(deps));
  app.use('/factors/*', requireUser(deps));

  app.post('/factors', async (c) => {
    const caller = c.get('caller');
    const body = await readBody(c, enrollBody);
    if (body.factor_type !== 'totp') {
      throw unprocessable(
        'mfa_phone_enroll_not_enabled',
        `Factor type "${body.factor_type ?? ''}" is not supported by the local stack (totp only)`,
      );
    }
    const issuer = body.issuer || new URL(deps.ctx.config.siteUrl).hostname;
    const enrollment = await authTransaction(db, (tx) =>
      enrollTotp(tx, settings, {
        userId: caller.user.id,
        email: caller.user.email ?? caller.user.id,
        aal: caller.aal,
        friendlyName: body.friendly_name ?? '',
        issuer,
      }),
    );
    return c.json(enrollment);
  });

  app.post('/factors/:id/challenge', async (c) => {
    const caller = c.get('caller');
    const factorId = c.req.param('id');
    if (!UUID.test(factorId)) throw unprocessable('validation_failed', 'Invalid factor id');
    const challenge = await authTransaction(db, async (tx) => {
      await findOwnFactor(tx, caller.user.id, factorId);
      return createChallenge(tx, settings, factorId, clientIp(c));
    });
    return c.json(challenge);
  });

  app.post('/factors/:id/verify', async (c) => {
    const caller = c.get('caller');
    const factorId = c.req.param('id');
    if (!UUID.test(factorId)) throw unprocessable('validation_failed', 'Invalid factor id');
    const body = await readBody(c, verifyBody);
    if (!UUID.test(body.challenge_id))
      throw unprocessable('validation_failed', 'Invalid challenge id');
    const sessionId = caller.sessionId;
    if (!sessionId) throw forbidden('session_not_found', 'Session not found');
    const userId = caller.user.id;
    // Per client: only failed codes count (a success never does).
    const session = await limitFailures(
      limiter,
      `mfa-verify-failures:ip:${clientBucket(clientIp(c))}`,
      settings.rateLimits.mfaVerifyFailures,
      async () => {
        let step: number | null = null;
        const valid = await authTransaction(db, async (tx) => {
          const factor = await findOwnFactor(tx, userId, factorId);
          await assertChallenge(tx, settings, factorId, body.challenge_id);
          step = factor.secret ? totpStep(factor.secret, body.code) : null;
          // A code already accepted for this factor (any session) is as wrong as a bad one.
          return step !== null && !(await totpStepUsed(tx, factorId, step));
        });
        // Per account: GoTrue asks the hook right after the code check, valid or not;
        // a rejection ends all of the user's sessions (GoTrue always logs out here).
        const hook = settings.mfaVerificationAttemptHook;
        if (hook) {
          const decision = await runAttemptHook(
            db,
            hook,
            {
              kind: 'mfa',
              user_id: userId,
              factor_id: factorId,
              factor_type: 'totp',
              valid,
            },
            clientIp(c),
          );
          if (decision.reject) {
            await authTransaction(db, (tx) => endSessions(tx, userId, undefined, 'global'));
            throw forbidden('mfa_verification_rejected', decision.message);
          }
        }
        if (!valid) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
        return authTransaction(db, async (tx) => {
          // Deleting the challenge is the check against a parallel replay of the same code.
          // Spent only now, on success (row-locked: of two sessions sending one code at
          // once, the second finds it taken and fails as a wrong code).
          if (step === null || !(await spendTotpStep(tx, factorId, step))) {
            throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
          }
          if (!(await consumeChallenge(tx, body.challenge_id))) {
            throw notFound(
              'mfa_factor_not_found',
              'MFA factor with the provided challenge ID not found',
            );
          }
          await raiseSessionToAal2(tx, userId, sessionId, factorId);
          await addAmrClaim(tx, sessionId, 'totp');
          const refreshToken = await rotateSessionToken(tx, userId, sessionId);
          const user = await findUserById(tx, userId);
          if (!user) throw forbidden('user_not_found', 'User not found');
          const state = await loadSessionState(tx, sessionId);
          return respondWithSession(tx, deps.ctx.config, user, state, refreshToken);
        });
      },
    );
    return c.json(session);
  });

  app.delete('/factors/:id', async (c) => {
    const caller = c.get('caller');
    const factorId = c.req.param('id');
    if (!UUID.test(factorId)) throw unprocessable('validation_failed', 'Invalid factor id');
    await authTransaction(db, async (tx) => {
      const factor = await findOwnFactor(tx, caller.user.id, factorId);
      if (factor.status === 'verified' && caller.aal !== 'aal2') {
        throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
      }
      await unenrollFactor(tx, factorId);
    });
    return c.json({ id: factorId });
  });

  return app;
}
