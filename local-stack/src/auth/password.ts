import { bcryptEngine } from './bcrypt-engine.js';
import { badRequest, weakPassword } from './errors.js';

/**
 * GoTrue's default policy is length only; `reasons` uses its vocabulary
 * ("length", "characters", "pwned") so auth-js's AuthWeakPasswordError carries it.
 */
export function assertPasswordStrength(password: string, minLength: number): void {
  assertPasswordLength(password);
  if (password.length < minLength) {
    throw weakPassword(`Password should be at least ${minLength} characters.`, ['length']);
  }
}

/** bcrypt reads at most 72 bytes: anything longer would be cut silently, so it is refused. */
export const MAX_PASSWORD_BYTES = 72;

function tooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/** GoTrue's answer (checkPasswordStrength counts bytes, as Go's len does). */
export function assertPasswordLength(password: string): void {
  if (tooLong(password)) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcryptEngine.hash(password, cost);
}

// Real hashes (one per cost) of a throw-away string: comparing against one for
// unknown users keeps the response time the same whether or not the e-mail exists.
const dummyHashes = new Map<number, Promise<string>>();

function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcryptEngine.hash('not-a-real-password-only-for-timing', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

export async function verifyPassword(
  password: string,
  hash: string | null,
  cost: number,
): Promise<boolean> {
  // No stored hash was made from more than 72 bytes, and bcrypt would compare only the first 72:
  // a longer password never matches (it still costs one compare, for even timing).
  if (!hash || tooLong(password)) {
    await bcryptEngine.compare(password, await dummyHash(cost));
    return false;
  }
  return bcryptEngine.compare(password, hash);
}
