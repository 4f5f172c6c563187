import { DataError } from '@csan/shared-auth';
import type { ServerReason } from '../../lib/server-reason';
import { reasonOf } from '../../lib/server-reason';
import type { VerifyResult } from './api/payment-verify-mutation';
import type { CallbackPlan } from './callback-plan';

export type ErrorReason =
  | 'invalid-reference'
  | 'not-verified'
  /** The provider refused it (Decline, the bank said no): shown as declined, with Try again. */
  | 'declined'
  /** A mobile-money request the phone never approved: nothing charged, with Try again. */
  | 'phone-timeout'
  | 'verify-failed'
  | 'timeout';

/** verify-payment's refusal of a caller without a (valid) session. */
const SIGN_IN_REQUIRED = 'sign_in_required';

/** Error messages are kept as reasons (plus the server's) so they follow the language. */
export type ResultState =
  | { kind: 'verifying' }
  /** No session in this browser: the result is there, but only a signed-in member may read it. */
  | { kind: 'sign-in' }
  | { kind: 'success'; free: boolean }
  /** A mobile-money charge waiting for the member's approval on the phone (`checkedAt`: last ask). */
  | { kind: 'waiting'; checkedAt: Date | null }
  | { kind: 'error'; reason: ErrorReason; server: ServerReason | null };

/** The first state: free orders are already successful, a missing reference is an error. */
export function initialResultState(plan: CallbackPlan): ResultState {
  if (plan.kind === 'free') return { kind: 'success', free: true };
  if (plan.kind === 'invalid') return { kind: 'error', reason: 'invalid-reference', server: null };
  return { kind: 'verifying' };
}

/** Where a verification stands, as the page shows it (`data` once it answered). */
export function verifyResultState(verification: {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: VerifyResult;
  error: Error | null;
}): ResultState {
  if (verification.status === 'error') {
    const reason = reasonOf(verification.error);
    // The session ended on the way (expired, signed out elsewhere): not a failed payment.
    if (reason?.code === SIGN_IN_REQUIRED) return { kind: 'sign-in' };
    const timedOut =
      verification.error instanceof DataError && verification.error.kind === 'timeout';
    return {
      kind: 'error',
      reason: timedOut ? 'timeout' : 'verify-failed',
      server: timedOut ? null : reason,
    };
  }
  if (verification.status !== 'success' || !verification.data) return { kind: 'verifying' };
  if (verification.data.success) return { kind: 'success', free: false };
  if (verification.data.pending) return { kind: 'waiting', checkedAt: null };
  return {
    kind: 'error',
    reason: verification.data.declined
      ? 'declined'
      : verification.data.timedOut
        ? 'phone-timeout'
        : 'not-verified',
    server: null,
  };
}

/** The texts for each failure (keys of this remote's namespace). */
export const ERROR_MESSAGE_KEYS: Record<ErrorReason, string> = {
  'invalid-reference': 'paymentCallback.invalidReference',
  'not-verified': 'paymentCallback.notVerified',
  declined: 'paymentCallback.declinedMessage',
  'phone-timeout': 'paymentCallback.phoneTimeoutMessage',
  'verify-failed': 'paymentCallback.verifyFailure',
  timeout: 'paymentCallback.timeout',
};

/** Failures after which the member may simply order again (the checkout link: Try again). */
export function canOrderAgain(reason: ErrorReason): boolean {
  return reason === 'not-verified' || reason === 'declined' || reason === 'phone-timeout';
}

/** Failures where asking again can help (verify-payment is idempotent). */
export function canRetry(reason: ErrorReason): boolean {
  return reason === 'verify-failed' || reason === 'timeout';
}
