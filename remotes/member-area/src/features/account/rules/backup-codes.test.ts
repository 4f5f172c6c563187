import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
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

  it('never maps the biased top bytes (252-255) to a character', () => {
    // Every other byte is 255, which a plain modulo would turn into 'D' (255 % 36 = 3); the
    // others walk through every character but 'D'.
    const fair = Array.from({ length: 36 }, (_, i) => i).filter((i) => i !== 3);
    let n = 0;
    const random: RandomBytes = (length) =>
      Uint8Array.from({ length }, () => {
        n += 1;
        return n % 2 === 0 ? 255 : (fair[((n - 1) / 2) % fair.length] ?? 0);
      });
    const codes = generateBackupCodes(random);
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    expect(codes.join('')).not.toContain('D');
  });

  it('draws again when a duplicate comes up', () => {
    let call = 0;
    // The first two codes are identical, then every code differs.
    const random: RandomBytes = (length) => {
      call += 1;
      const seed = call <= 2 ? 0 : call;
      return Uint8Array.from({ length }, (_, i) => (seed + i) % 36);
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
