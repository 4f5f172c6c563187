import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_COUNT,
  generateBackupCodes,
  hashBackupCode,
  type RandomBytes,
} from './backup-codes';

describe('generateBackupCodes', () => {
  it('gives ten distinct 8-character uppercase alphanumeric codes', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
  });

  it('uses no look-alike characters (O/0, I/1), every character as likely', () => {
    expect(BACKUP_CODE_ALPHABET).toHaveLength(32);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[OI01]/);
    for (const code of generateBackupCodes()) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // Byte b is character b % 32: call c gives c, 32 + c, … 224 + c, all kept (none thrown
    // away as biased, up to 255), so code c is that one character eight times.
    let call = 0;
    const codes = generateBackupCodes((length) => {
      call += 1;
      return Uint8Array.from({ length }, (_, i) => i * 32 + call);
    });
    expect(call).toBe(BACKUP_CODE_COUNT);
    expect(codes).toEqual(
      Array.from({ length: BACKUP_CODE_COUNT }, (_, k) => BACKUP_CODE_ALPHABET[k + 1]?.repeat(8)),
    );
  });

  it('draws again when a duplicate comes up', () => {
    let call = 0;
    // The first two codes are identical, then every code differs.
    const random: RandomBytes = (length) => {
      call += 1;
      const seed = call <= 2 ? 0 : call;
      return Uint8Array.from({ length }, (_, i) => (seed + i) % 32);
    };
    const codes = generateBackupCodes(random);
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
    expect(call).toBe(BACKUP_CODE_COUNT + 1);
  });
});

describe('hashBackupCode', () => {
  it('is the SHA-256 hex of the upper-cased, trimmed code (what the database compares)', async () => {
    const expected = createHash('sha256').update('AB12CD34').digest('hex');
    expect(await hashBackupCode('AB12CD34')).toBe(expected);
    expect(await hashBackupCode(' ab12cd34 ')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
});
