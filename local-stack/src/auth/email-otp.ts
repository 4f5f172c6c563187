import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { CodeHash } from './code-hash.js';
import { unixSeconds } from './db.js';
import { tooManyRequests } from './errors.js';
import type { AuthSettings } from './settings.js';
import { normaliseEmail, type UserRow } from './users.js';

/**
 * E-mailed one-time codes other than recovery (which keeps its own, guarded store in
 * recovery.ts). As in GoTrue, the column holds a hash of address + 6-digit code, and the
 * e-mailed link carries that hash (`token_hash`), but keyed with a server secret (code-hash.ts)
 * so that no client can compute it from a guessed code: sign-up confirmation, invite and magic
 * link in `confirmation_token`, e-mail change in `email_change_token_new` /
 * `email_change_token_current`, reauthentication in `reauthentication_token`.
 */
export type EmailOtpType = 'signup' | 'invite' | 'magiclink' | 'email_change' | 'reauthentication';

/** The `type` values POST /verify takes for the codes of this file. */
export const EMAIL_VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'email',
  'email_change',
] as const;
export type EmailVerifyType = (typeof EMAIL_VERIFY_TYPES)[number];

export function isEmailVerifyType(type: string | undefined): type is EmailVerifyType {
  return (EMAIL_VERIFY_TYPES as readonly (string | undefined)[]).includes(type);
}

/** Wrong guesses of one e-mailed code (or nonce) before it is burnt; a new one must be requested. */
export const OTP_MAX_FAILURES = 5;

type AttemptKind = 'confirmation' | 'email_change' | 'reauthentication';

const BURN: Record<AttemptKind, string> = {
  confirmation: `confirmation_token = ''`,
  email_change: `email_change_token_new = '', email_change_token_current = ''`,
  reauthentication: `reauthentication_token = ''`,
};

async function resetFailures(tx: Queryable, userId: string, kind: AttemptKind): Promise<void> {
  await tx.query('delete from auth.otp_attempts where user_id = $1::uuid and kind = $2', [
    userId,
    kind,
  ]);
}

/** Counts a wrong guess; the OTP_MAX_FAILURES-th burns the code. The caller commits it. */
async function countFailure(tx: Queryable, userId: string, kind: AttemptKind): Promise<void> {
  const { rows } = await tx.query<{ failures: number }>(
    `insert into auth.otp_attempts (user_id, kind, failures) values ($1::uuid, $2, 1)
     on conflict (user_id, kind) do update set failures = auth.otp_attempts.failures + 1
     returning failures`,
    [userId, kind],
  );
  if ((rows[0]?.failures ?? 0) >= OTP_MAX_FAILURES) {
    await tx.query(`update auth.users set ${BURN[kind]} where id = $1::uuid`, [userId]);
  }
}

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue's SMTP max frequency: one mail of a kind per `emailMaxFrequency` seconds per user. */
function assertFrequency(sentAt: Date | null | undefined, settings: AuthSettings): void {
  if (!sentAt) return;
  const wait = unixSeconds(sentAt) + settings.emailMaxFrequency - Math.floor(Date.now() / 1000);
  if (wait > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}

export interface IssuedOtp {
  otp: string;
  hashedToken: string;
}

/**
 * Stores a fresh code for a sign-up confirmation, invite or magic link. `checkFrequency` is off
 * for admin links (generate_link, invite), which GoTrue does not throttle.
 */
export async function issueConfirmation(
  tx: Queryable,
  settings: AuthSettings,
  hash: CodeHash,
  user: UserRow,
  checkFrequency = true,
): Promise<IssuedOtp> {
  const email = user.email ?? '';
  if (checkFrequency) {
    const { rows } = await tx.query<{ sent: Date | null }>(
      'select confirmation_sent_at as sent from auth.users where id = $1::uuid',
      [user.id],
    );
    assertFrequency(rows[0]?.sent, settings);
  }
  const otp = newOtp();
  const hashedToken = hash(email, otp);
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
      where id = $1::uuid`,
    [user.id, hashedToken],
  );
  await resetFailures(tx, user.id, 'confirmation');
  return { otp, hashedToken };
}

/** An e-mail change to `newEmail`: a code for the new address (and one for the current). */
export async function issueEmailChange(
  tx: Queryable,
  hash: CodeHash,
  user: UserRow,
  newEmail: string,
): Promise<IssuedOtp & { currentOtp: string }> {
  const otp = newOtp();
  const currentOtp = newOtp();
  const hashedToken = hash(newEmail, otp);
  await tx.query(
    `update auth.users
        set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1::uuid`,
    [user.id, newEmail, hashedToken, hash(user.email ?? '', currentOtp)],
  );
  await resetFailures(tx, user.id, 'email_change');
  return { otp, hashedToken, currentOtp };
}

/** GET /reauthenticate: a code the signed-in user sends back as `nonce` with a new password. */
export async function issueReauthentication(
  tx: Queryable,
  settings: AuthSettings,
  hash: CodeHash,
  user: UserRow,
): Promise<string> {
  const { rows } = await tx.query<{ sent: Date | null }>(
    'select reauthentication_sent_at as sent from auth.users where id = $1::uuid',
    [user.id],
  );
  assertFrequency(rows[0]?.sent, settings);
  const otp = newOtp();
  await tx.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(),
            updated_at = now()
      where id = $1::uuid`,
    [user.id, hash(user.email ?? '', otp)],
  );
  await resetFailures(tx, user.id, 'reauthentication');
  return otp;
}

/**
 * Checks and spends a reauthentication nonce; false when it is wrong or expired (the wrong
 * guess is counted: run it in a transaction of its own, committed before the refusal).
 */
export async function consumeReauthentication(
  tx: Queryable,
  settings: AuthSettings,
  hash: CodeHash,
  user: UserRow,
  nonce: string,
): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
      where id = $1::uuid and reauthentication_token <> '' and reauthentication_token = $2
        and reauthentication_sent_at > now() - make_interval(secs => $3::int)`,
    [user.id, hash(user.email ?? '', nonce.trim()), settings.otpExpiry],
  );
  if ((affectedRows ?? 0) > 0) {
    await resetFailures(tx, user.id, 'reauthentication');
    return true;
  }
  await countFailure(tx, user.id, 'reauthentication');
  return false;
}

/**
 * Finds the user a code or token hash of `type` belongs to (unexpired), or undefined (a wrong
 * code for a known address is counted: the caller commits before refusing). With an
 * e-mail and code, `email` is the address the code was sent to (for an e-mail change, the new
 * address or the current one, each with its own code).
 */
export async function findByOtp(
  tx: Queryable,
  settings: AuthSettings,
  codeHash: CodeHash,
  type: EmailVerifyType,
  proof: { tokenHash: string } | { email: string; code: string },
): Promise<string | undefined> {
  const hash =
    'tokenHash' in proof
      ? proof.tokenHash
      : codeHash(normaliseEmail(proof.email), proof.code.trim());
  const params: unknown[] = [hash, settings.otpExpiry];
  let address = '';
  if ('email' in proof) {
    params.push(normaliseEmail(proof.email));
    address =
      type === 'email_change'
        ? 'and (lower(email_change) = $3 or lower(email) = $3)'
        : 'and lower(email) = $3';
  }
  const match =
    type === 'email_change'
      ? `(email_change_token_new = $1 or email_change_token_current = $1)
         and email_change_sent_at > now() - make_interval(secs => $2::int)`
      : `confirmation_token = $1
         and confirmation_sent_at > now() - make_interval(secs => $2::int)`;
  const { rows } = await tx.query<{ id: string }>(
    `select id::text from auth.users
      where $1 <> '' and ${match} and deleted_at is null ${address}
      for update`,
    params,
  );
  if (rows[0]) {
    await resetFailures(tx, rows[0].id, kindOf(type));
    return rows[0].id;
  }
  if ('email' in proof) {
    // A wrong code for a known address is counted against that address's code.
    const { rows: owners } = await tx.query<{ id: string }>(
      `select id::text from auth.users where deleted_at is null ${address.replaceAll('$3', '$1')}`,
      [normaliseEmail(proof.email)],
    );
    for (const owner of owners) await countFailure(tx, owner.id, kindOf(type));
  }
  return undefined;
}

function kindOf(type: EmailVerifyType): AttemptKind {
  return type === 'email_change' ? 'email_change' : 'confirmation';
}

/**
 * Spends the code: a confirmation/invite/magic link confirms the address; an e-mail change
 * moves the user (and the e-mail identity) to the new address.
 */
export async function consumeOtp(
  tx: Queryable,
  type: EmailVerifyType,
  userId: string,
): Promise<void> {
  if (type === 'email_change') {
    await tx.query(
      `update auth.users
          set email = email_change, email_change = '', email_change_token_new = '',
              email_change_token_current = '', email_change_confirm_status = 0,
              email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
              updated_at = now()
        where id = $1::uuid`,
      [userId],
    );
    await tx.query(
      `update auth.identities
          set identity_data = identity_data || jsonb_build_object('email',
                (select email from auth.users where id = $1::uuid)), updated_at = now()
        where user_id = $1::uuid and provider = 'email'`,
      [userId],
    );
    return;
  }
  await tx.query(
    `update auth.users
        set confirmation_token = '', confirmation_sent_at = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1::uuid`,
    [userId],
  );
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1::uuid and provider = 'email'`,
    [userId],
  );
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** Supabase's default templates, each with the code beside the link. */
const TEMPLATES = {
  signup: {
    subject: 'Confirm Your Signup',
    title: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  invite: {
    subject: 'You have been invited',
    title: 'You have been invited',
    lead: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your Magic Link',
    title: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  email_change: {
    subject: 'Confirm Email Change',
    title: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
} as const;

export function otpMail(kind: keyof typeof TEMPLATES, to: string, link: string, otp: string) {
  const t = TEMPLATES[kind];
  return {
    to,
    subject: t.subject,
    text: `${t.title}\n\n${t.lead}\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    html: `<h2>${t.title}</h2>\n<p>${t.lead}</p>\n<p><a href="${escapeHtml(link)}">${t.action}</a></p>\n<p>Alternatively, enter the code: ${otp}</p>\n`,
  };
}

export function reauthenticationMail(to: string, otp: string) {
  return {
    to,
    subject: 'Confirm reauthentication',
    text: `Confirm reauthentication\n\nEnter the code: ${otp}\n`,
    html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: ${otp}</p>\n`,
  };
}

/** The link a mail of `type` carries: GoTrue's `/verify?token=<hash>&type=…&redirect_to=…`. */
export function verifyLink(apiUrl: string, hashedToken: string, type: string, redirectTo: string) {
  const link = new URL(`${apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', hashedToken);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}
