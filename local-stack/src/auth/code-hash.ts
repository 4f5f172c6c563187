import { createHash, createHmac } from 'node:crypto';

/** Hashes an address and the 6-digit code mailed to it into what the column and the link hold. */
export type CodeHash = (email: string, otp: string) => string;

/**
 * GoTrue stores (and mails as the link's `token_hash`) the SHA-224 of address + code: anyone who
 * knows the address can compute the hash of each of the million codes and try them as
 * `token_hash`, and a wrong hash names no account, so no per-account count can stop it. Keyed
 * with a secret only the server has (derived from the JWT secret, so links survive a restart),
 * the hash of a guessed code is no longer something a client can compute: the link is as hard
 * to guess as a 224-bit key, and the 6-digit code itself is only accepted with its address,
 * where wrong guesses are counted per account (email-otp.ts).
 */
export function keyedCodeHash(serverSecret: string): CodeHash {
  const key = createHash('sha256').update(`csan-email-otp:${serverSecret}`).digest();
  return (email, otp) =>
    createHmac('sha224', key)
      .update(email + otp)
      .digest('hex');
}
