import { type AuthLimit, authLimitOf } from '@csan/shared-auth';
import { errorInfo } from '../lib/errors';

/** Why a second-factor code did not complete the sign-in. */
export type MfaFailure =
  /** A wrong code (or no factor to check it against): the spec's 'Invalid MFA or backup code'. */
  | { kind: 'invalid' }
  /** A per-client or per-account limit refused the attempt; `limit.sessionEnded` says whether
   * the server ended the user's sessions (GoTrue does on an MFA hook rejection). */
  | { kind: 'limited'; limit: AuthLimit }
  /** Anything else: the server's message (spec: "the error message or …"). */
  | { kind: 'server'; message: string };

export type MfaResult = { ok: true } | { ok: false; failure: MfaFailure };

/** GoTrue's code for a TOTP code that does not match. */
const WRONG_CODE = 'mfa_verification_failed';

/** The failure behind an error of an MFA call (auth or database). */
export function mfaFailureOf(error: unknown): MfaFailure {
  const limit = authLimitOf(error);
  if (limit) return { kind: 'limited', limit };
  const info = errorInfo(error);
  if (info.code === WRONG_CODE || !info.message) return { kind: 'invalid' };
  return { kind: 'server', message: info.message };
}
