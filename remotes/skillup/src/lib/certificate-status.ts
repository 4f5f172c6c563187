import type { CertificateStatus } from '../api/types';

/**
 * A certificate's status as the verification page states it: revoked first, then expired once
 * its expiry has passed. The database decides it for `/verify`; the certificates list mirrors
 * the same rule for the learner's own rows.
 */
export function certificateStatus(
  certificate: { revoked_at: string | null; expires_at: string | null },
  now: number = Date.now(),
): CertificateStatus {
  if (certificate.revoked_at) return 'revoked';
  if (certificate.expires_at && Date.parse(certificate.expires_at) <= now) return 'expired';
  return 'valid';
}

export const STATUS_PALETTE: Record<CertificateStatus, string> = {
  valid: 'green',
  expired: 'orange',
  revoked: 'red',
};

/** The public verification page of a code, on this (skillup) host. */
export const verifyUrl = (code: string, origin = window.location.origin) =>
  `${origin}/verify/${encodeURIComponent(code)}`;
