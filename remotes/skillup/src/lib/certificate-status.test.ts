import { describe, expect, it } from 'vitest';
import { certificateStatus, verifyUrl } from './certificate-status';

describe("a certificate's status, as the verification page states it", () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('is revoked before anything else, then expired once the expiry has passed, else valid', () => {
    expect(certificateStatus({ revoked_at: '2026-01-01T00:00:00Z', expires_at: null }, now)).toBe(
      'revoked',
    );
    expect(certificateStatus({ revoked_at: null, expires_at: '2026-11-27T11:59:59Z' }, now)).toBe(
      'expired',
    );
    expect(certificateStatus({ revoked_at: null, expires_at: '2029-11-27T00:00:00Z' }, now)).toBe(
      'valid',
    );
    expect(certificateStatus({ revoked_at: null, expires_at: null }, now)).toBe('valid');
  });

  it('links to the public page on this host ', () => {
    expect(verifyUrl('CSAN-DEMA-FR26', 'http://skillup.csan.localhost:8080')).toBe(
      'http://skillup.csan.localhost:8080/verify/CSAN-DEMA-FR26',
    );
  });
});
