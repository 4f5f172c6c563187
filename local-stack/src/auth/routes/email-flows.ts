import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientInfo } from '../client-info.js';
import { createUser, preparePassword } from '../create-user.js';
import { authTransaction } from '../db.js';
import type { AuthDeps } from '../deps.js';
import {
  consumeOtp,
  findByOtp,
  isEmailVerifyType,
  issueConfirmation,
  issueEmailChange,
  issueReauthentication,
  otpMail,
  reauthenticationMail,
  verifyLink,
} from '../email-otp.js';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../errors.js';
import { signIn } from '../grant.js';
import { type AuthEnv, requireAdmin, requireUser } from '../guard.js';
import { assertMetadataSize } from '../metadata-sql.js';
import { codeChallenge, issueAuthCode, recordFlowState } from '../pkce.js';
import { enforceLimit } from '../rate-limit.js';
import { issueRecovery } from '../recovery.js';
import {
  assertEmail,
  clientBucket,
  clientIp,
  optionalText,
  readBody,
  safeRedirect,
} from '../request.js';
import type { AuthMethod } from '../sessions.js';
import { findUserByEmail, findUserById, loadUserJson, type UserRow } from '../users.js';

const metadata = z.record(z.string(), z.unknown()).nullish();

const otpBody = z.object({
  email: optionalText,
  phone: optionalText,
  data: metadata,
  create_user: z.boolean().nullish(),
  code_challenge: optionalText,
  code_challenge_method: optionalText,
  channel: optionalText,
});

const resendBody = z.object({
  email: optionalText,
  phone: optionalText,
  type: optionalText,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

const inviteBody = z.object({ email: optionalText, data: metadata });

const generateLinkBody = z.object({
  type: optionalText,
  email: optionalText,
  password: optionalText,
  new_email: optionalText,
  data: metadata,
  redirect_to: optionalText,
});

const verifyBody = z.object({
  type: optionalText,
  token: optionalText,
  token_hash: optionalText,
  email: optionalText,
  phone: optionalText,
  redirect_to: optionalText,
});

const phoneDisabled = () =>
  new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
const expired = () => forbidden('otp_expired', 'Token has expired or is invalid');
const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** The amr method a verified e-mail code signs in with (GoTrue's names). */
function amrMethod(type: string): AuthMethod {
  if (type === 'signup') return 'email/signup';
  if (type === 'invite') return 'invite';
  if (type === 'magiclink') return 'magiclink';
  return 'otp';
}

/** The flow a confirmation/invite/magic link code belongs to, for its PKCE flow state. */
const FLOW_OF_TYPE: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  email: 'magiclink',
  email_change: 'email_change',
};

/**
 * E-mail OTP / magic link (`/otp`), `/resend`, `/reauthenticate`, the admin `/invite` and
 * `/admin/generate_link`, and `/verify` for their codes (recovery's own /verify is in
 * recovery.ts: a request of another type falls through to it).
 */
export function emailFlowRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const { db } = deps.ctx;
  const redirectOf = (c: Context, bodyRedirect?: string) =>
    safeRedirect(bodyRedirect ?? c.req.query('redirect_to'), deps.ctx.config.siteUrl);

  const limitOtp = (c: Context) =>
    enforceLimit(deps.limiter, `otp:ip:${clientBucket(clientIp(c))}`, deps.settings.rateLimits.otp);

  /** Mails a magic link (with its code) to `user`, recording the PKCE flow when asked. */
  async function sendMagicLink(c: Context, user: UserRow, pkce: ReturnType<typeof codeChallenge>) {
    const email = user.email ?? '';
    const issued = await authTransaction(db, async (tx) => {
      const otp = await issueConfirmation(tx, deps.settings, deps.codeHash, user);
      await recordFlowState(tx, user.id, 'magiclink', pkce);
      return otp;
    });
    const link = verifyLink(deps.ctx.config.apiUrl, issued.hashedToken, 'magiclink', redirectOf(c));
    await deps.ctx.mailbox.send(otpMail('magiclink', email, link, issued.otp));
  }

  app.post('/otp', async (c) => {
    limitOtp(c);
    const body = await readBody(c, otpBody);
    if (body.email && body.phone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided',
      );
    }
    if (body.phone) throw phoneDisabled();
    if (!body.email) {
      throw badRequest('validation_failed', 'You must provide either an email or phone number');
    }
    const email = assertEmail(body.email);
    assertMetadataSize(body.data);
    const pkce = codeChallenge(body.code_challenge, body.code_challenge_method);
    let user = await authTransaction(db, (tx) => findUserByEmail(tx, email));
    if (!user) {
      if (body.create_user === false) {
        throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      }
      // Sign-ups are auto-confirmed locally: like GoTrue then, the new user gets a magic link.
      const ip = clientIp(c);
      enforceLimit(deps.limiter, `signup:ip:${clientBucket(ip)}`, deps.settings.rateLimits.signup);
      user = await authTransaction(db, (tx) =>
        createUser(tx, deps.settings, {
          email,
          passwordHash: null,
          userMetadata: body.data ?? {},
          appMetadata: {},
          emailConfirmed: true,
          duplicate: { code: 'user_already_exists', message: 'User already registered' },
          runHook: true,
          ip,
        }),
      );
    }
    await sendMagicLink(c, user, pkce);
    return c.json({});
  });

  app.post('/resend', async (c) => {
    limitOtp(c);
    const body = await readBody(c, resendBody);
    if (body.type === 'sms' || body.type === 'phone_change') throw phoneDisabled();
    if (body.type !== 'signup' && body.type !== 'email_change') {
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = assertEmail(body.email);
    const pkce = codeChallenge(body.code_challenge, body.code_challenge_method);
    const user = await authTransaction(db, (tx) => findUserByEmail(tx, email));
    // Unknown addresses, confirmed sign-ups and no pending change all answer 200: nothing to
    // resend, and nobody learns which addresses exist.
    if (!user?.email) return c.json({});
    if (body.type === 'signup') {
      if (user.email_confirmed_at) return c.json({});
      const issued = await authTransaction(db, async (tx) => {
        const otp = await issueConfirmation(tx, deps.settings, deps.codeHash, user);
        await recordFlowState(tx, user.id, 'email/signup', pkce);
        return otp;
      });
      const link = verifyLink(deps.ctx.config.apiUrl, issued.hashedToken, 'signup', redirectOf(c));
      await deps.ctx.mailbox.send(otpMail('signup', user.email, link, issued.otp));
      return c.json({});
    }
    const newEmail = user.email_change;
    if (!newEmail) return c.json({});
    const issued = await authTransaction(db, async (tx) => {
      const otp = await issueEmailChange(tx, deps.codeHash, user, newEmail);
      await recordFlowState(tx, user.id, 'email_change', pkce);
      return otp;
    });
    const link = verifyLink(
      deps.ctx.config.apiUrl,
      issued.hashedToken,
      'email_change',
      redirectOf(c),
    );
    await deps.ctx.mailbox.send(otpMail('email_change', newEmail, link, issued.otp));
    return c.json({});
  });

  app.get('/reauthenticate', requireUser(deps), async (c) => {
    const { user } = c.get('caller');
    if (!user.email && !user.phone) {
      throw unprocessable(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!user.email) throw phoneDisabled();
    if (!user.email_confirmed_at) {
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    }
    const email = user.email;
    const otp = await authTransaction(db, (tx) =>
      issueReauthentication(tx, deps.settings, deps.codeHash, user),
    );
    await deps.ctx.mailbox.send(reauthenticationMail(email, otp));
    return c.json({});
  });

  /** Creates (or finds, when not yet confirmed) the user an invite is for. */
  async function invitee(
    c: Context,
    email: string,
    data: Record<string, unknown> | null | undefined,
  ) {
    return authTransaction(db, async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (existing.email_confirmed_at) throw emailExists();
        await tx.query('update auth.users set invited_at = now() where id = $1::uuid', [
          existing.id,
        ]);
        return (await findUserById(tx, existing.id)) ?? existing;
      }
      return createUser(tx, deps.settings, {
        email,
        passwordHash: null,
        userMetadata: data ?? {},
        appMetadata: {},
        emailConfirmed: false,
        duplicate: {
          code: 'email_exists',
          message: 'A user with this email address has already been registered',
        },
        runHook: false,
        ip: clientIp(c),
        invited: true,
      });
    });
  }

  app.post('/invite', requireAdmin(deps), async (c) => {
    const body = await readBody(c, inviteBody);
    const email = assertEmail(body.email);
    assertMetadataSize(body.data);
    const user = await invitee(c, email, body.data);
    const { json, issued } = await authTransaction(db, async (tx) => {
      const issued = await issueConfirmation(tx, deps.settings, deps.codeHash, user, false);
      const fresh = (await findUserById(tx, user.id)) ?? user;
      return { json: await loadUserJson(tx, fresh), issued };
    });
    const link = verifyLink(deps.ctx.config.apiUrl, issued.hashedToken, 'invite', redirectOf(c));
    await deps.ctx.mailbox.send(otpMail('invite', email, link, issued.otp));
    return c.json(json);
  });

  app.post('/admin/generate_link', requireAdmin(deps), async (c) => {
    const body = await readBody(c, generateLinkBody);
    const type = body.type ?? '';
    const email = assertEmail(body.email);
    assertMetadataSize(body.data);
    const redirectTo = redirectOf(c, body.redirect_to);
    let user: UserRow | undefined;
    let proof: { otp: string; hashedToken: string };
    let verificationType = type;
    if (type === 'signup' || type === 'invite') {
      if (type === 'invite') {
        user = await invitee(c, email, body.data);
      } else {
        const passwordHash = await preparePassword(deps.settings, body.password);
        user = await authTransaction(db, async (tx) => {
          const existing = await findUserByEmail(tx, email);
          if (existing) {
            if (existing.email_confirmed_at) throw emailExists();
            return existing;
          }
          return createUser(tx, deps.settings, {
            email,
            passwordHash,
            userMetadata: body.data ?? {},
            appMetadata: {},
            emailConfirmed: false,
            duplicate: {
              code: 'email_exists',
              message: 'A user with this email address has already been registered',
            },
            runHook: false,
            ip: clientIp(c),
          });
        });
      }
      const target = user;
      proof = await authTransaction(db, (tx) =>
        issueConfirmation(tx, deps.settings, deps.codeHash, target, false),
      );
    } else if (type === 'magiclink' || type === 'recovery') {
      user = await authTransaction(db, (tx) => findUserByEmail(tx, email));
      if (!user) throw notFound('user_not_found', 'User with this email not found');
      const target = user;
      if (type === 'magiclink') {
        proof = await authTransaction(db, (tx) =>
          issueConfirmation(tx, deps.settings, deps.codeHash, target, false),
        );
      } else {
        const issued = await authTransaction(db, (tx) => issueRecovery(tx, deps.settings, email));
        if (!issued) throw notFound('user_not_found', 'User with this email not found');
        proof = { otp: issued.otp, hashedToken: issued.linkToken };
      }
    } else if (type === 'email_change_current' || type === 'email_change_new') {
      if (!body.new_email) {
        throw unprocessable('validation_failed', 'The new email address provided is invalid');
      }
      const newEmail = assertEmail(body.new_email);
      user = await authTransaction(db, (tx) => findUserByEmail(tx, email));
      if (!user) throw notFound('user_not_found', 'User with this email not found');
      const target = user;
      const issued = await authTransaction(db, async (tx) => {
        if (await findUserByEmail(tx, newEmail)) throw emailExists();
        return issueEmailChange(tx, deps.codeHash, target, newEmail);
      });
      proof =
        type === 'email_change_new'
          ? issued
          : { otp: issued.currentOtp, hashedToken: (await currentHash(target.id)) ?? '' };
      verificationType = 'email_change';
    } else {
      throw unprocessable('validation_failed', 'Invalid email action link type requested');
    }
    const userId = user.id;
    const json = await authTransaction(db, async (tx) => {
      const fresh = await findUserById(tx, userId);
      if (!fresh) throw notFound('user_not_found', 'User not found');
      return loadUserJson(tx, fresh);
    });
    return c.json({
      ...json,
      action_link: verifyLink(
        deps.ctx.config.apiUrl,
        proof.hashedToken,
        verificationType,
        redirectTo,
      ),
      email_otp: proof.otp,
      hashed_token: proof.hashedToken,
      verification_type: verificationType,
      redirect_to: redirectTo,
    });
  });

  async function currentHash(userId: string): Promise<string | undefined> {
    const { rows } = await db.query<{ hash: string }>(
      'select email_change_token_current as hash from auth.users where id = $1::uuid',
      [userId],
    );
    return rows[0]?.hash;
  }

  /** Verifies a code or token hash of `type`, spends it and opens a session. */
  async function verify(
    c: Context,
    type: string,
    proof: { tokenHash: string } | { email: string; code: string },
    pkceRedirect: boolean,
  ) {
    if (!isEmailVerifyType(type)) throw expired();
    // A wrong code is committed with its count before the refusal is answered.
    const outcome = await authTransaction(db, async (tx) => {
      const userId = await findByOtp(tx, deps.settings, deps.codeHash, type, proof);
      if (!userId) return { failed: true as const };
      const user = await findUserById(tx, userId);
      if (user?.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
        throw badRequest('user_banned', 'User is banned');
      }
      await consumeOtp(tx, type, userId);
      if (pkceRedirect) {
        const code = await issueAuthCode(tx, userId, FLOW_OF_TYPE[type] ?? type);
        if (code) return { code };
      }
      return { session: await signIn(tx, deps.ctx.config, userId, amrMethod(type), clientInfo(c)) };
    });
    if ('failed' in outcome) throw expired();
    return outcome;
  }

  app.post('/verify', async (c, next) => {
    const body = await readBody(c, verifyBody);
    if (body.type === 'recovery') return next();
    enforceLimit(
      deps.limiter,
      `verify:ip:${clientBucket(clientIp(c))}`,
      deps.settings.rateLimits.verify,
    );
    if (body.type === 'sms' || body.type === 'phone_change') throw expired();
    if (!isEmailVerifyType(body.type)) {
      throw badRequest('validation_failed', `Verify requires a verification type`);
    }
    let proof: { tokenHash: string } | { email: string; code: string };
    if (body.token_hash) {
      proof = { tokenHash: body.token_hash };
    } else if (body.email && body.token) {
      proof = { email: assertEmail(body.email), code: body.token };
    } else if (body.phone) {
      throw expired();
    } else {
      throw badRequest(
        'validation_failed',
        'Verify requires either a token_hash or an email and token',
      );
    }
    const outcome = await verify(c, body.type, proof, false);
    if (!('session' in outcome) || !outcome.session) throw expired();
    return c.json(outcome.session);
  });

  app.get('/verify', async (c, next) => {
    const type = c.req.query('type');
    if (!isEmailVerifyType(type)) return next();
    const target =
      safeRedirect(c.req.query('redirect_to'), deps.ctx.config.siteUrl).split('#')[0] ?? '';
    const fragment = new URLSearchParams();
    try {
      enforceLimit(
        deps.limiter,
        `verify:ip:${clientBucket(clientIp(c))}`,
        deps.settings.rateLimits.verify,
      );
      const outcome = await verify(c, type, { tokenHash: c.req.query('token') ?? '' }, true);
      if ('code' in outcome && outcome.code) {
        const url = new URL(target);
        url.searchParams.set('code', outcome.code);
        return c.redirect(url.toString(), 303);
      }
      const session = 'session' in outcome ? outcome.session : undefined;
      if (!session) throw expired();
      fragment.set('access_token', session.access_token);
      fragment.set('expires_at', String(session.expires_at));
      fragment.set('expires_in', String(session.expires_in));
      fragment.set('refresh_token', session.refresh_token);
      fragment.set('token_type', 'bearer');
      fragment.set('type', type);
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      fragment.set('error', error.status === 429 ? 'too_many_requests' : 'access_denied');
      fragment.set('error_code', error.code);
      fragment.set(
        'error_description',
        error.message === 'Token has expired or is invalid'
          ? 'Email link is invalid or has expired'
          : error.message,
      );
    }
    return c.redirect(`${target}#${fragment.toString()}`, 303);
  });

  return app;
}
