import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { authTransaction } from './db.js';
import { AuthError } from './errors.js';
import { callHookFunction, throwHookRefusal } from './hooks.js';

/** GoTrue's texts when a hook rejects without a message of its own. */
const DEFAULT_MESSAGES = {
  password: 'Further password verification attempts will be rejected.',
  mfa: 'Further MFA verification attempts will be rejected.',
} as const;

// GoTrue's PasswordVerificationAttemptOutput / MFAVerificationAttemptOutput.
const attemptOutput = z
  .object({
    decision: z.string().optional(),
    message: z.string().optional(),
    should_logout_user: z.boolean().optional(),
    error: z
      .object({ http_code: z.number().int().optional(), message: z.string().optional() })
      .optional(),
  })
  .loose();

export type AttemptDecision =
  | { reject: false }
  | { reject: true; message: string; shouldLogoutUser: boolean };

export type AttemptInput =
  | { kind: 'password'; user_id: string; valid: boolean }
  | { kind: 'mfa'; user_id: string; factor_id: string; factor_type: 'totp'; valid: boolean };

/**
 * Calls a Password / MFA Verification Attempt hook with GoTrue's input
 * (`{metadata: {uuid, time, name, ip_address}, user_id, valid}`, plus `factor_id,
 * factor_type` for MFA; `ip_address` is the client as `clientIp` sees it) in a transaction
 * of its own, committed whatever the decision, as GoTrue invokes these hooks
 * outside the request's transaction: the failures a hook records must stay
 * recorded although the request then fails. `reject` carries the message to
 * show (GoTrue's default when the hook gives none).
 */
export async function runAttemptHook(
  db: Database,
  uri: string,
  input: AttemptInput,
  ipAddress: string,
): Promise<AttemptDecision> {
  const { kind, ...fields } = input;
  const metadata = {
    uuid: randomUUID(),
    time: new Date().toISOString(),
    name: kind === 'password' ? 'password-verification' : 'mfa-verification',
    ip_address: ipAddress,
  };
  const payload = { metadata, ...fields };
  const result = await authTransaction(db, (tx) => callHookFunction(tx, uri, payload));
  if (result === null) return { reject: false };
  const parsed = attemptOutput.safeParse(result);
  if (!parsed.success) {
    throw new AuthError(500, 'unexpected_failure', `Invalid output from ${kind} verification hook`);
  }
  throwHookRefusal(parsed.data.error);
  if (parsed.data.decision !== 'reject') return { reject: false };
  return {
    reject: true,
    message: parsed.data.message || DEFAULT_MESSAGES[kind],
    shouldLogoutUser: parsed.data.should_logout_user === true,
  };
}
