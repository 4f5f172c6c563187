/**
 * LinkedIn's "Add to profile" link for a certification, pre-filled
 * (https://addtoprofile.linkedin.com: `startTask=CERTIFICATION_NAME` opens the add-certification
 * form with these fields): the member only confirms on LinkedIn.
 */
export function linkedInAddUrl(certificate: {
  title: string;
  code: string;
  issuedAt: string;
  expiresAt: string | null;
  verifyUrl: string;
  organization: string;
}): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.title,
    organizationName: certificate.organization,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.code,
  });
  if (certificate.expiresAt) {
    const expires = new Date(certificate.expiresAt);
    params.set('expirationYear', String(expires.getUTCFullYear()));
    params.set('expirationMonth', String(expires.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
