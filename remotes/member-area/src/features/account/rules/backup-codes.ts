/** Ten backup codes of 8 uppercase alphanumeric characters, single use. */
export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_LENGTH = 8;

/**
 * Uppercase letters and digits without the look-alikes O/0 and I/1, so a code copied from paper
 * reads one way only. 32 characters: every byte maps evenly (256 = 8 × 32).
 */
export const BACKUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ALPHABET = BACKUP_CODE_ALPHABET;
// Bytes at or above the largest multiple of the alphabet's size are thrown away, so every
// character is equally likely whatever the alphabet's size (256 with 32 characters: none).
const UNBIASED_LIMIT = Math.floor(256 / ALPHABET.length) * ALPHABET.length;

export type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

function generateCode(random: RandomBytes): string {
  let code = '';
  while (code.length < BACKUP_CODE_LENGTH) {
    for (const byte of random(BACKUP_CODE_LENGTH)) {
      if (byte < UNBIASED_LIMIT && code.length < BACKUP_CODE_LENGTH) {
        code += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return code;
}

/** Ten distinct codes from a cryptographic source (a duplicate would be one code, not two). */
export function generateBackupCodes(random: RandomBytes = cryptoBytes): string[] {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(generateCode(random));
  return [...codes];
}

/**
 * What the database stores and compares: the SHA-256 hex digest of the trimmed, upper-cased
 * code (the same normalisation as validate_mfa_backup_code / redeem_mfa_backup_code).
 */
export async function hashBackupCode(code: string): Promise<string> {
  const bytes = new TextEncoder().encode(code.trim().toUpperCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
