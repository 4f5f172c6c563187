import { z } from 'zod';

/** The MFA code field takes at most 8 characters. */
export const MFA_CODE_MAX_LENGTH = 8;

export type MfaCodeKind =
  | { kind: 'totp'; code: string }
  | { kind: 'backup'; code: string }
  | { kind: 'invalid' };

/** What the field keeps of typed or pasted text: letters and digits only, at most 8. */
export function cleanMfaInput(raw: string): string {
  return raw.replace(/[^a-zA-Z0-9]/g, '').slice(0, MFA_CODE_MAX_LENGTH);
}

/**
 * A 6-digit authenticator code or an 8-character backup code (upper-cased:
 * backup codes are 8 uppercase alphanumerics, stored as SHA-256 of that form).
 */
export function classifyMfaCode(raw: string): MfaCodeKind {
  const code = raw.trim();
  if (/^\d{6}$/.test(code)) return { kind: 'totp', code };
  if (/^[a-zA-Z0-9]{8}$/.test(code)) return { kind: 'backup', code: code.toUpperCase() };
  return { kind: 'invalid' };
}

export const mfaCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .refine((code) => classifyMfaCode(code).kind !== 'invalid', 'validation.mfaCode'),
});

export type MfaCodeValues = z.infer<typeof mfaCodeSchema>;
