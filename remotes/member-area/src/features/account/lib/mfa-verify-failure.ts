import { type AuthLimit, authLimitOf, limitEndedSession, limitMessage } from '@csan/shared-auth';
import { AccountFailure } from './failure';

/**
 * A refused MFA attempt as the account page explains it: translated, with the wait
 * (`mfa.limits.*`). `sessionEnded` when the server ended the user's sessions, as GoTrue does
 * when the MFA verification hook rejects a TOTP code.
 */
export function limitFailure(limit: AuthLimit): AccountFailure {
  const { key, values } = limitMessage(limit);
  return new AccountFailure(`mfa.limits.${key}`, null, {
    values,
    sessionEnded: limitEndedSession(limit),
  });
}

/** GoTrue's code for a TOTP code that does not match. */
const WRONG_CODE = 'mfa_verification_failed';

/**
 * The failure of a TOTP verification (enabling or disabling MFA): a limit, a wrong code
 * ('Invalid verification code'), or another error with the server's message (spec: "the
 * server message or … 'Invalid verification code'").
 */
export function mfaVerifyFailure(error: { code?: string; message?: string }): AccountFailure {
  const limit = authLimitOf(error);
  if (limit) return limitFailure(limit);
  if (error.code === WRONG_CODE) return new AccountFailure('mfa.invalidCode');
  return new AccountFailure('mfa.invalidCode', error.message || null);
}
