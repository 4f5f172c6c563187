import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_TOTP_SECRETS } from './demo-accounts.js';
import { totpCode } from './totp-code.js';

const seed = readFileSync(
  fileURLToPath(new URL('../../../supabase/seed.sql', import.meta.url)),
  'utf8',
);

describe('demo accounts', () => {
  it('names only accounts the seed creates', () => {
    for (const email of DEMO_LOGINS) expect(seed).toContain(`'${email}'`);
  });

  it('gives the TOTP secrets the seed stores for the admin and the partner', () => {
    for (const secret of Object.values(DEMO_TOTP_SECRETS)) expect(seed).toContain(`'${secret}'`);
  });
});

describe('totpCode', () => {
  const at = Date.UTC(2026, 10, 27, 1, 0, 0);

  it('makes the code an authenticator app shows for a demo account or a secret', () => {
    const secret = DEMO_TOTP_SECRETS['admin@csan.test'];
    const expected = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
    expect(totpCode('admin@csan.test', at)).toBe(expected);
    expect(totpCode(' Admin@CSAN.test ', at)).toBe(expected);
    expect(totpCode(secret.toLowerCase(), at)).toBe(expected);
  });

  it('refuses what is neither', () => {
    expect(() => totpCode('student@csan.test', at)).toThrow(/Not a base32 TOTP secret/);
  });
});
