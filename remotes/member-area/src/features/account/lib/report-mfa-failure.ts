import { toaster } from '@csan/shared-ui';
import { signOutLocally } from '../api/session-sign-out-mutation';
import { AccountFailure, failureText } from './failure';

/** A message that says how long to wait after being signed out stays longer than 4 s. */
const SIGNED_OUT_NOTICE_MS = 10_000;

/**
 * Shows why an MFA dialog's code failed, as a toast. When the server ended the user's sessions
 * (an MFA refusal), the dialog must not stay open on a dead session: this signs out locally
 * too, the route guard then shows the login form, and the toast keeps the message. Returns
 * true in that case, so the dialog closes instead of asking again.
 */
export async function reportMfaFailure(
  error: unknown,
  fallbackKey: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): Promise<boolean> {
  const title = failureText(error, fallbackKey, t);
  if (error instanceof AccountFailure && error.sessionEnded) {
    toaster.error({ title, duration: SIGNED_OUT_NOTICE_MS });
    await signOutLocally();
    return true;
  }
  toaster.error({ title });
  return false;
}
