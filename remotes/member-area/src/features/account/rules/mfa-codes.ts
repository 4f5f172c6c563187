/** Enrolment takes exactly 6 digits; typing strips non-digits, max 6. */
export function sanitizeEnrolmentCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** Disabling takes an authenticator code or a backup code: alphanumeric only, max 8. */
export function sanitizeDisableCode(input: string): string {
  return input
    .replace(/[^a-zA-Z0-9]/g, '')
    .toUpperCase()
    .slice(0, 8);
}

export type DisableCode =
  | { kind: 'authenticator'; code: string }
  | { kind: 'backup'; code: string }
  | { kind: 'invalid' };

/** 6 digits = the authenticator's code; 8 alphanumeric characters = a backup code. */
export function classifyDisableCode(input: string): DisableCode {
  const code = sanitizeDisableCode(input);
  if (/^\d{6}$/.test(code)) return { kind: 'authenticator', code };
  if (/^[A-Z0-9]{8}$/.test(code)) return { kind: 'backup', code };
  return { kind: 'invalid' };
}
