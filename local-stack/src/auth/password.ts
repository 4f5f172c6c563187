import bcrypt from 'bcryptjs';
import { weakPassword } from './errors.js';

/**
 * GoTrue's default policy is length only; `reasons` uses its vocabulary
 * ("length", "characters", "pwned") so auth-js's AuthWeakPasswordError carries it.
 */
export function assertPasswordStrength(password: string, minLength: number): void {
  if (password.length < minLength) {
    throw weakPassword(`Password should be at least ${minLength} characters.`, ['length']);
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

// Real hashes (one per cost) of a throw-away string: comparing against one for
// unknown users keeps the response time the same whether or not the e-mail exists.
const dummyHashes = new Map<number, Promise<string>>();

function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hash('not-a-real-password-only-for-timing', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

export async function verifyPassword(
  password: string,
  hash: string | null,
  cost: number,
): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, await dummyHash(cost));
    return false;
  }
  return bcrypt.compare(password, hash);
}
