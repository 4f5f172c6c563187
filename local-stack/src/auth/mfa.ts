import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from '../db/database.js';
import { unixSeconds } from './db.js';
import { forbidden, notFound, unprocessable } from './errors.js';
import type { Aal } from './sessions.js';
import type { AuthSettings } from './settings.js';
import { type FactorRow, listFactors } from './users.js';

/** GoTrue's TOTP parameters: SHA1, 6 digits, 30 s period, one step of clock skew. */
function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step (unix time / 30 s) a code belongs to, within one step of skew; null when wrong. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, '', '').validate({ token: code.trim(), window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/**
 * Whether the factor already accepted a code of this step or a later one. Read before the
 * attempt hook so a used code counts as wrong; the step is spent only when the verification
 * succeeds (spendTotpStep, in the same transaction as the session's raise), so a right code
 * refused during a back-off stays usable afterwards.
 */
export async function totpStepUsed(
  tx: Queryable,
  factorId: string,
  step: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from auth.mfa_totp_steps where factor_id = $1::uuid and last_step >= $2',
    [factorId, step],
  );
  return rows.length > 0;
}

/**
 * Takes a correct code's step for the factor, or false when the factor already accepted a
 * code of this step or a later one: a used code is refused in every session (the row is
 * locked, so two sessions sending the same code at once cannot both pass).
 */
export async function spendTotpStep(
  tx: Queryable,
  factorId: string,
  step: number,
): Promise<boolean> {
  const { rows } = await tx.query<{ last_step: string }>(
    `insert into auth.mfa_totp_steps (factor_id, last_step) values ($1::uuid, $2)
     on conflict (factor_id) do update set last_step = excluded.last_step
       where auth.mfa_totp_steps.last_step < excluded.last_step
     returning last_step`,
    [factorId, step],
  );
  return rows.length > 0;
}

export interface Enrollment {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/**
 * Enrolls an unverified TOTP factor after GoTrue's checks: stale unverified
 * factors are dropped first, a user with a verified factor needs aal2, the
 * number of unverified factors is capped, friendly names are unique per user.
 */
export async function enrollTotp(
  tx: Queryable,
  settings: AuthSettings,
  input: { userId: string; email: string; aal: Aal; friendlyName: string; issuer: string },
): Promise<Enrollment> {
  await tx.query(
    `delete from auth.mfa_factors
      where user_id = $1::uuid and status = 'unverified'
        and created_at < now() - make_interval(secs => $2::int)`,
    [input.userId, settings.mfaFactorExpiry],
  );
  const factors = await listFactors(tx, input.userId);
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (verified > 0 && input.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  if (factors.length - verified >= settings.mfaMaxUnverifiedFactors) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of unverified factors reached, unenroll to continue',
    );
  }
  const name = input.friendlyName.trim();
  if (name && factors.some((f) => f.friendly_name === name)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    );
  }
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, input.issuer, input.email).toString();
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
      values ($1::uuid, $2::uuid, $3, 'totp', 'unverified', $4)`,
    [id, input.userId, name, secret],
  );
  // Raw SVG markup: auth-js prefixes it with `data:image/svg+xml;utf-8,` itself.
  const qr = await QRCode.toString(uri, { type: 'svg' });
  return { id, type: 'totp', friendly_name: name, totp: { qr_code: qr, secret, uri } };
}

/** The caller's own factor, or 404 (someone else's factor is indistinguishable from none). */
export async function findOwnFactor(
  tx: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow> {
  const factors = await listFactors(tx, userId);
  const factor = factors.find((f) => f.id === factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

export async function createChallenge(
  tx: Queryable,
  settings: AuthSettings,
  factorId: string,
  ip: string,
): Promise<{ id: string; type: 'totp'; expires_at: number }> {
  const id = randomUUID();
  const { rows } = await tx.query<{ created_at: Date }>(
    `insert into auth.mfa_challenges (id, factor_id, ip_address)
      values ($1::uuid, $2::uuid, $3::inet) returning created_at`,
    [id, factorId, /^[0-9a-fA-F:.]+$/.test(ip) ? ip : '127.0.0.1'],
  );
  const createdAt = rows[0]?.created_at ?? new Date();
  return { id, type: 'totp', expires_at: unixSeconds(createdAt) + settings.mfaChallengeExpiry };
}

/** Throws unless the challenge belongs to the factor and is still fresh (a wrong code keeps it usable). */
export async function assertChallenge(
  tx: Queryable,
  settings: AuthSettings,
  factorId: string,
  challengeId: string,
): Promise<void> {
  const { rows } = await tx.query<{ created_at: Date }>(
    'select created_at from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid',
    [challengeId, factorId],
  );
  const challenge = rows[0];
  if (!challenge) {
    throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (unixSeconds(challenge.created_at) + settings.mfaChallengeExpiry < Date.now() / 1000) {
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
}

/** A verified challenge is spent: deleting it makes a replay fail. False when it was already gone. */
export async function consumeChallenge(tx: Queryable, challengeId: string): Promise<boolean> {
  const { affectedRows } = await tx.query('delete from auth.mfa_challenges where id = $1::uuid', [
    challengeId,
  ]);
  return affectedRows > 0;
}

/**
 * After a successful TOTP verification: factor verified, the session raised
 * to aal2 with a `totp` amr claim, and (as GoTrue does) the user's other
 * sessions still below aal2 ended.
 */
export async function raiseSessionToAal2(
  tx: Queryable,
  userId: string,
  sessionId: string,
  factorId: string,
): Promise<void> {
  await tx.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`,
    [factorId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid`,
    [sessionId, factorId],
  );
  await tx.query(
    `delete from auth.sessions
      where user_id = $1::uuid and id <> $2::uuid and (aal is null or aal = 'aal1')`,
    [userId, sessionId],
  );
}

/**
 * Deletes a factor. Sessions that were raised with it fall back to aal1 (their
 * `totp` amr claim goes), which their next access token shows after a refresh.
 */
export async function unenrollFactor(tx: Queryable, factorId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factorId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1::uuid`,
    [factorId],
  );
  await tx.query('delete from auth.mfa_factors where id = $1::uuid', [factorId]);
}
