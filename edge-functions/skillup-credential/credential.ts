/** A SkillUp certificate as the credential needs it (read under the caller's RLS). */
export interface CertificateRow {
  id: string;
  code: string;
  user_id: string;
  course_id: string | null;
  pathway_id: string | null;
  holder_name: string;
  title: string;
  cpe_hours: number | string;
  issued_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}

export interface Issuer {
  /** The society's site: the issuer profile's id and url. */
  siteUrl: string;
  /** The SkillUp host: where `/verify/<code>` and `/courses/<slug>` live. */
  skillupUrl: string;
}

export const ISSUER_NAME = 'CSAN';

/**
 * The skillup host of a site: `https://csan.africa` → `https://skillup.csan.africa`, as the
 * portal's area hosts are named (the first label of the site's host is kept only if it is www).
 */
export function skillupUrlOf(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.hostname = `skillup.${url.hostname.replace(/^www\./, '')}`;
  return url.origin;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * An Open Badges 3.0 OpenBadgeCredential (W3C VC data model 2.0) for a certificate, with the JWT
 * claims of OB 3.0's VC-JWT proof (§8.2: the credential is the payload; iss = issuer id,
 * jti = credential id, sub = the subject's id, nbf = validFrom, exp = validUntil).
 */
export function openBadgeCredential(
  certificate: CertificateRow,
  issuer: Issuer,
  courseSlug: string | null,
) {
  const verifyUrl = `${issuer.skillupUrl}/verify/${encodeURIComponent(certificate.code)}`;
  const subjectId = `urn:uuid:${certificate.user_id}`;
  const achievementId = courseSlug
    ? `${issuer.skillupUrl}/courses/${encodeURIComponent(courseSlug)}`
    : `urn:uuid:${certificate.course_id ?? certificate.pathway_id ?? certificate.id}`;
  const credential = {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `urn:uuid:${certificate.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.siteUrl, type: ['Profile'], name: ISSUER_NAME, url: issuer.siteUrl },
    name: certificate.title,
    validFrom: new Date(certificate.issued_at).toISOString(),
    ...(certificate.expires_at
      ? { validUntil: new Date(certificate.expires_at).toISOString() }
      : {}),
    credentialSubject: {
      id: subjectId,
      type: ['AchievementSubject'],
      name: certificate.holder_name,
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.title,
        description: `${certificate.title}: a CSAN SkillUp ${certificate.pathway_id ? 'pathway' : 'course'} certificate (${Number(certificate.cpe_hours)} CPE hours).`,
        criteria: {
          narrative: certificate.pathway_id
            ? 'Completed every course of the pathway.'
            : 'Completed every lesson of the course and passed its final exam.',
        },
      },
    },
    evidence: [
      {
        id: verifyUrl,
        type: ['Evidence'],
        name: `Certificate ${certificate.code}`,
        narrative: 'The certificate and its current status at CSAN SkillUp.',
      },
    ],
  };
  const claims = {
    iss: issuer.siteUrl,
    jti: credential.id,
    sub: subjectId,
    nbf: seconds(certificate.issued_at),
    ...(certificate.expires_at ? { exp: seconds(certificate.expires_at) } : {}),
  };
  return { credential, claims };
}
