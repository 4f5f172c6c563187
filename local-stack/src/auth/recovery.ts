import { createHash, randomBytes, randomInt } from 'node:crypto';
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

/** Wrong guesses of one e-mailed code before it is burnt (a new one must be requested). */
export const RECOVERY_CODE_MAX_FAILURES = 5;
/** Wrong codes one account takes per window, whichever codes they were against. */
export const RECOVERY_ACCOUNT_MAX_FAILURES = 10;
export const RECOVERY_ACCOUNT_WINDOW_SECONDS = 3600;

/** Only a digest of the link's token is stored. */
function linkDigest(linkToken: string): string {
  return createHash('sha256').update(linkToken).digest('hex');
}

export interface IssuedRecovery {
  user: UserRow;
  otp: string;
  /** The link's random token (`/verify?token=`, or `token_hash`): not derived from the code. */
  linkToken: string;
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
  const linkToken = randomBytes(28).toString('hex');
  await tx.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid',
    [user.id, tokenHash(user.email, otp)],
  );
  // A new code starts with no wrong guesses against it; the account's count stays.
  await tx.query(
    `insert into auth.recovery_attempts (user_id, link_token_hash, code_failures)
       values ($1::uuid, $2, 0)
     on conflict (user_id) do update set link_token_hash = excluded.link_token_hash,
                                         code_failures = 0`,
    [user.id, linkDigest(linkToken)],
  );
  return { user, otp, linkToken };
}

const CONSUME = `update auth.users
    set recovery_token = null,
        email_confirmed_at = coalesce(email_confirmed_at, now()),
        updated_at = now()
  where id = $1::uuid
    and recovery_sent_at > now() - make_interval(secs => $2::int)
    and deleted_at is null
  returning id::text`;

async function consume(tx: Queryable, settings: AuthSettings, userId: string) {
  const { rows } = await tx.query<{ id: string }>(CONSUME, [userId, settings.recoveryTokenExpiry]);
  if (rows[0]) {
    // Link and code are spent together; the account's wrong guesses are forgotten.
    await tx.query('delete from auth.recovery_attempts where user_id = $1::uuid', [userId]);
  }
  return rows[0]?.id;
}

/**
 * Consumes the e-mailed link's token: returns the user when it belongs to an unexpired
 * recovery, spending it (and the code mailed with it) so the link works once. Recovery proves
 * the address, so an unconfirmed e-mail becomes confirmed (as in GoTrue).
 */
export async function consumeRecoveryLink(
  tx: Queryable,
  settings: AuthSettings,
  linkToken: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ user_id: string }>(
    `select user_id::text from auth.recovery_attempts where link_token_hash = $1 for update`,
    [linkDigest(linkToken)],
  );
  return rows[0] ? consume(tx, settings, rows[0].user_id) : undefined;
}

export type CodeOutcome =
  | { userId: string }
  | { failed: 'wrong' | 'account_limited'; burnt?: boolean };

/**
 * Checks the 6-digit code mailed to `email`. A wrong code is counted against the code
 * (burnt after RECOVERY_CODE_MAX_FAILURES: even the right one then fails) and against the
 * account (after RECOVERY_ACCOUNT_MAX_FAILURES in the window, no code is checked until it
 * ends; the link still works). The caller commits the count before answering the failure.
 */
export async function checkRecoveryCode(
  tx: Queryable,
  settings: AuthSettings,
  email: string,
  code: string,
): Promise<CodeOutcome> {
  const user = await findUserByEmail(tx, email);
  if (!user?.email) return { failed: 'wrong' };
  await tx.query(
    `insert into auth.recovery_attempts (user_id) values ($1::uuid) on conflict (user_id) do nothing`,
    [user.id],
  );
  const { rows } = await tx.query<{ failures: number; recent: boolean }>(
    `select failures,
            coalesce(failures_since > now() - make_interval(secs => $2::int), false) as recent
       from auth.recovery_attempts where user_id = $1::uuid for update`,
    [user.id, RECOVERY_ACCOUNT_WINDOW_SECONDS],
  );
  const account = rows[0];
  if (account?.recent && account.failures >= RECOVERY_ACCOUNT_MAX_FAILURES) {
    return { failed: 'account_limited' };
  }
  const { rows: matching } = await tx.query(
    'select 1 from auth.users where id = $1::uuid and recovery_token = $2',
    [user.id, tokenHash(user.email, code)],
  );
  if (matching.length > 0) {
    const userId = await consume(tx, settings, user.id);
    if (userId) return { userId };
  }
  const { rows: counted } = await tx.query<{ code_failures: number }>(
    `update auth.recovery_attempts
        set code_failures = code_failures + 1,
            failures = case when $2::boolean then failures + 1 else 1 end,
            failures_since = case when $2::boolean then failures_since else now() end
      where user_id = $1::uuid
      returning code_failures`,
    [user.id, account?.recent ?? false],
  );
  const burnt = (counted[0]?.code_failures ?? 0) >= RECOVERY_CODE_MAX_FAILURES;
  if (burnt) {
    await tx.query('update auth.users set recovery_token = null where id = $1::uuid', [user.id]);
  }
  return { failed: 'wrong', burnt };
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
