import type { CallbackPlan } from './callback-plan';

export type ErrorReason = 'invalid-reference' | 'not-verified' | 'verify-failed';

/** Error messages are kept as reasons (plus the server's text) so they follow the language. */
export type ResultState =
  | { kind: 'verifying' }
  | { kind: 'success'; free: boolean }
  | { kind: 'error'; reason: ErrorReason; serverMessage: string | null };

/** The first state: free orders are already successful, a missing reference is an error. */
export function initialResultState(plan: CallbackPlan): ResultState {
  if (plan.kind === 'free') return { kind: 'success', free: true };
  if (plan.kind === 'invalid') {
    return { kind: 'error', reason: 'invalid-reference', serverMessage: null };
  }
  return { kind: 'verifying' };
}

/** Spec section 8's texts for each failure (keys of this remote's namespace). */
export const ERROR_MESSAGE_KEYS: Record<ErrorReason, string> = {
  'invalid-reference': 'paymentCallback.invalidReference',
  'not-verified': 'paymentCallback.notVerified',
  'verify-failed': 'paymentCallback.verifyFailure',
};
