import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRETS } from './demo-accounts.js';

/** GoTrue's TOTP parameters (SHA1, 6 digits, 30 s), as local-stack/src/auth/mfa.ts checks them. */
export function totpCode(secretOrEmail: string, at: number = Date.now()): string {
  const demo =
    DEMO_TOTP_SECRETS[secretOrEmail.trim().toLowerCase() as keyof typeof DEMO_TOTP_SECRETS];
  const secret = demo ?? secretOrEmail.trim().toUpperCase();
  if (!/^[A-Z2-7]+=*$/.test(secret)) {
    throw new Error(`Not a base32 TOTP secret or a demo account with a factor: ${secretOrEmail}`);
  }
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: at });
}
