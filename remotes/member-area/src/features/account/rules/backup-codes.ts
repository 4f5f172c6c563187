/** Ten backup codes of 8 uppercase alphanumeric characters, single use. */
export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_LENGTH = 8;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// 252 = 7 × 36: bytes at or above it are thrown away, so every character is equally likely
// (byte % 36 on all 256 values would favour the first 4 characters).
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
