import { Hono } from 'hono';
import { z } from 'zod';
import { clientInfo } from '../client-info.js';
import { authTransaction } from '../db.js';
import type { AuthDeps } from '../deps.js';
import { AuthError, badRequest, forbidden, tooManyRequests } from '../errors.js';
import { signIn } from '../grant.js';
import type { AuthEnv } from '../guard.js';
import { codeChallenge, issueAuthCode, recordFlowState } from '../pkce.js';
import { enforceLimit } from '../rate-limit.js';
import {
  checkRecoveryCode,
  consumeRecoveryLink,
  issueRecovery,
  recoveryMail,
} from '../recovery.js';
import {
  assertEmail,
  clientBucket,
  clientIp,
  optionalText,
  readBody,
  safeRedirect,
} from '../request.js';

const recoverBody = z.object({
  email: optionalText,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

const verifyBody = z.object({
  type: optionalText,
  token: optionalText,
  token_hash: optionalText,
  email: optionalText,
  redirect_to: optionalText,
});

const expired = () => forbidden('otp_expired', 'Token has expired or is invalid');
const LINK_EXPIRED = 'Email link is invalid or has expired';

function assertRecoveryType(type: string | undefined): void {
  if (type !== 'recovery') {
    throw badRequest(
      'validation_failed',
      `Verification type "${type ?? ''}" is not supported by the local stack (recovery only)`,
    );
  }
}

/** POST /recover, GET /verify (the e-mailed link) and POST /verify (code or token hash). */
export function recoveryRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const { db } = deps.ctx;

  app.post('/recover', async (c) => {
    enforceLimit(
      deps.limiter,
      `recover:ip:${clientBucket(clientIp(c))}`,
      deps.settings.rateLimits.recover,
    );
    const body = await readBody(c, recoverBody);
    const pkce = codeChallenge(body.code_challenge, body.code_challenge_method);
    const email = assertEmail(body.email);
    const issued = await authTransaction(db, async (tx) => {
      const recovery = await issueRecovery(tx, deps.settings, email);
      // PKCE: the link will hand back an auth code for the challenge instead of tokens.
      if (recovery) await recordFlowState(tx, recovery.user.id, 'recovery', pkce);
      return recovery;
    });
    if (issued?.user.email) {
      const { apiUrl, siteUrl } = deps.ctx.config;
      const link = new URL(`${apiUrl}/auth/v1/verify`);
      link.searchParams.set('token', issued.linkToken);
      link.searchParams.set('type', 'recovery');
      link.searchParams.set('redirect_to', safeRedirect(c.req.query('redirect_to'), siteUrl));
      await deps.ctx.mailbox.send(recoveryMail(issued.user.email, link.toString(), issued.otp));
    }
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const target = safeRedirect(c.req.query('redirect_to'), deps.ctx.config.siteUrl);
    const fragment = new URLSearchParams();
    try {
      enforceLimit(
        deps.limiter,
        `verify:ip:${clientBucket(clientIp(c))}`,
        deps.settings.rateLimits.verify,
      );
      assertRecoveryType(c.req.query('type'));
      const linkToken = c.req.query('token') ?? '';
      const outcome = await authTransaction(db, async (tx) => {
        const userId = await consumeRecoveryLink(tx, deps.settings, linkToken);
        if (!userId) throw forbidden('otp_expired', LINK_EXPIRED);
        const code = await issueAuthCode(tx, userId, 'recovery');
        if (code) return { code };
        return signIn(tx, deps.ctx.config, userId, 'recovery', clientInfo(c));
      });
      if ('code' in outcome) {
        const url = new URL(target.split('#')[0] ?? target);
        url.searchParams.set('code', outcome.code);
        return c.redirect(url.toString(), 303);
      }
      const session = outcome;
      fragment.set('access_token', session.access_token);
      fragment.set('expires_at', String(session.expires_at));
      fragment.set('expires_in', String(session.expires_in));
      fragment.set('refresh_token', session.refresh_token);
      fragment.set('token_type', 'bearer');
      fragment.set('type', 'recovery');
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      // GoTrue reports link failures to the app, in the fragment, not as a JSON error.
      fragment.set('error', error.status === 429 ? 'too_many_requests' : 'access_denied');
      fragment.set('error_code', error.code);
      fragment.set('error_description', error.message);
    }
    return c.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
  });

  app.post('/verify', async (c) => {
    enforceLimit(
      deps.limiter,
      `verify:ip:${clientBucket(clientIp(c))}`,
      deps.settings.rateLimits.verify,
    );
    const body = await readBody(c, verifyBody);
    assertRecoveryType(body.type);
    if (body.token_hash) {
      const linkToken = body.token_hash;
      const session = await authTransaction(db, async (tx) => {
        const userId = await consumeRecoveryLink(tx, deps.settings, linkToken);
        if (!userId) throw expired();
        return signIn(tx, deps.ctx.config, userId, 'recovery', clientInfo(c));
      });
      return c.json(session);
    }
    if (!body.email || !body.token) {
      throw badRequest(
        'validation_failed',
        'Verify requires either a token_hash or an email and token',
      );
    }
    const email = assertEmail(body.email);
    const code = body.token.trim();
    // The wrong guess is committed with its count before the refusal is answered.
    const outcome = await authTransaction(db, async (tx) => {
      const checked = await checkRecoveryCode(tx, deps.settings, email, code);
      if ('failed' in checked) return checked;
      return signIn(tx, deps.ctx.config, checked.userId, 'recovery', clientInfo(c));
    });
    if ('failed' in outcome) {
      if (outcome.failed === 'account_limited') {
        throw tooManyRequests(
          'over_request_rate_limit',
          'Too many wrong codes for this account: use the link in the e-mail, or try again later',
        );
      }
      throw expired();
    }
    return c.json(outcome);
  });

  return app;
}
