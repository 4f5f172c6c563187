import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { unixSeconds } from './db.js';
import { tooManyRequests } from './errors.js';
import type { AuthSettings } from './settings.js';
import { findUserByEmail, type UserRow } from './users.js';

/** GoTrue's token hash: hex SHA-224 of the address followed by the 6-digit code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export interface IssuedRecovery {
  user: UserRow;
  otp: string;
  hash: string;
}

/**
 * Stores a fresh recovery code for `email` (one at a time, single use) and
 * returns it, or undefined for an unknown address (the caller answers 200
 * either way, so nobody can probe which addresses exist). One mail per
 * `emailMaxFrequency` seconds per address, like GoTrue's SMTP max frequency.
 */
export async function issueRecovery(
  tx: Queryable,
  settings: AuthSettings,
  email: string,
): Promise<IssuedRecovery | undefined> {
  const user = await findUserByEmail(tx, email);
  if (!user?.email) return undefined;
  if (user.recovery_sent_at) {
    const wait =
      unixSeconds(user.recovery_sent_at) +
      settings.emailMaxFrequency -
      Math.floor(Date.now() / 1000);
    if (wait > 0) {
      throw tooManyRequests(
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
  }
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(user.email, otp);
  await tx.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid',
    [user.id, hash],
  );
  return { user, otp, hash };
}

/**
 * Consumes a recovery token hash: returns the user when it matches an unexpired
 * code, clearing it so the link works once. Recovery proves the address, so an
 * unconfirmed e-mail becomes confirmed (as in GoTrue).
 */
export async function consumeRecovery(
  tx: Queryable,
  settings: AuthSettings,
  hash: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `update auth.users
        set recovery_token = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            updated_at = now()
      where recovery_token = $1
        and recovery_sent_at > now() - make_interval(secs => $2::int)
        and deleted_at is null
      returning id::text`,
    [hash, settings.recoveryTokenExpiry],
  );
  return rows[0]?.id;
}

export function recoveryMail(email: string, link: string, otp: string) {
  return {
    to: email,
    subject: 'Reset Your Password',
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    html: `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${escapeHtml(link)}">Reset Password</a></p>\n<p>Alternatively, enter the code: ${otp}</p>\n`,
  };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
