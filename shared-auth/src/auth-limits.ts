/**
 * The abuse limits of sign-in and MFA, as the UI must explain them (supabase/README.md, "Sign-in
 * and MFA limits"): which limit refused an attempt and how long to wait. The servers answer in
 * English; each page words the wait in its own language from this.
 */
export type AuthLimit =
  /** Per client (IP): the auth server's 429 over_request_rate_limit. */
  | { kind: 'client'; waitSeconds: number }
  /** Per account: the password verification hook (after 5 failures slowed, after 10 paused). */
  | { kind: 'password'; state: 'slowed' | 'locked'; waitSeconds: number }
  /**
   * Per account: the MFA verification hook (TOTP codes; GoTrue then ends all the user's
   * sessions, `sessionEnded`) or the backup-code procedures (the session stays).
   */
  | { kind: 'mfa'; state: 'slowed' | 'locked'; waitSeconds: number; sessionEnded: boolean };

/**
 * A 429 names no wait (auth-js exposes no Retry-After). Supabase counts these limits per
 * 5 minutes (`[auth.rate_limit]` in supabase/config.toml; the local stack's sliding windows
 * are 300 s as well), so 5 minutes is the longest a client can have to wait.
 */
export const CLIENT_LIMIT_WAIT_SECONDS = 300;

/** The per-account pause (auth_attempt_limits().lock_for): the wait when a message names none. */
export const ACCOUNT_LOCK_SECONDS = 900;

const RATE_LIMIT_CODES = new Set(['over_request_rate_limit']);

// The hook texts of supabase/migrations/*_auth_attempt_limits.sql (English, written by us).
const PASSWORD_LIMIT = /^Too many failed sign-in attempts/;
const PAUSED = /paused/;
const WAIT = /in (\d+) (second|seconds|minute|minutes)\.?$/;

type ErrorFields = { code?: unknown; status?: unknown; message?: unknown };

function fieldsOf(error: unknown): { code: string; status: number | null; message: string } {
  const { code, status, message } = (
    error && typeof error === 'object' ? error : {}
  ) as ErrorFields;
  return {
    code: typeof code === 'string' ? code : '',
    status: typeof status === 'number' ? status : null,
    message: typeof message === 'string' ? message.trim() : '',
  };
}

/** "… in 30 seconds." → 30, "… in 2 minutes." → 120; null when the text names no wait. */
export function waitSecondsIn(message: string): number | null {
  const match = WAIT.exec(message);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2]?.startsWith('minute') ? amount * 60 : amount;
}

/**
 * The limit behind an auth error (supabase-js AuthError or anything with code, status,
 * message), or null for every other error, a wrong password or code included.
 */
export function authLimitOf(error: unknown): AuthLimit | null {
  const { code, status, message } = fieldsOf(error);
  if (status === 429 || RATE_LIMIT_CODES.has(code)) {
    return { kind: 'client', waitSeconds: CLIENT_LIMIT_WAIT_SECONDS };
  }
  const state = PAUSED.test(message) ? 'locked' : 'slowed';
  const waitSeconds = waitSecondsIn(message) ?? ACCOUNT_LOCK_SECONDS;
  // GoTrue answers every MFA hook rejection with this code and ends the user's sessions.
  if (code === 'mfa_verification_rejected') {
    return { kind: 'mfa', state, waitSeconds, sessionEnded: true };
  }
  // A password hook rejection keeps GoTrue's invalid_credentials code: only the text differs.
  if (PASSWORD_LIMIT.test(message)) return { kind: 'password', state, waitSeconds };
  return null;
}

/**
 * The refusal in an answer of redeem_mfa_backup_code / validate_mfa_backup_code
 * (`{valid: false, limited: 'slowed' | 'locked', retry_after: <seconds>, message}`), or null.
 */
export function backupCodeLimitOf(answer: unknown): AuthLimit | null {
  if (!answer || typeof answer !== 'object') return null;
  const { limited, retry_after: retryAfter } = answer as Record<string, unknown>;
  if (limited !== 'slowed' && limited !== 'locked') return null;
  const waitSeconds =
    typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : ACCOUNT_LOCK_SECONDS;
  return { kind: 'mfa', state: limited, waitSeconds, sessionEnded: false };
}

/** True when the server ended the user's sessions with this refusal: the page must sign out. */
export function limitEndedSession(limit: AuthLimit): boolean {
  return limit.kind === 'mfa' && limit.sessionEnded;
}

/** The message keys every namespace that explains limits defines (under its own prefix). */
export type LimitMessageKey =
  | 'client'
  | 'passwordSlowed'
  | 'passwordLocked'
  | 'mfaSlowed'
  | 'mfaLocked'
  | 'mfaSlowedSignedOut'
  | 'mfaLockedSignedOut';

/**
 * i18next interpolation values for `{{wait, number}}`: the wait in whole seconds under a
 * minute, else in minutes rounded up, formatted as a unit in the reader's language
 * ("30 seconds", "15 minutes", "dakika 15").
 */
export type WaitValues = { wait: number; formatParams: { wait: Intl.NumberFormatOptions } };

export function waitValues(seconds: number): WaitValues {
  const whole = Math.max(1, Math.ceil(seconds));
  const [wait, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return { wait, formatParams: { wait: { style: 'unit', unit, unitDisplay: 'long' } } };
}

/** Which message explains `limit`, and its values. */
export function limitMessage(limit: AuthLimit): { key: LimitMessageKey; values: WaitValues } {
  const values = waitValues(limit.waitSeconds);
  switch (limit.kind) {
    case 'client':
      return { key: 'client', values };
    case 'password':
      return { key: limit.state === 'locked' ? 'passwordLocked' : 'passwordSlowed', values };
    case 'mfa': {
      const base = limit.state === 'locked' ? 'mfaLocked' : 'mfaSlowed';
      return { key: limit.sessionEnded ? `${base}SignedOut` : base, values };
    }
  }
}
