import {
  Badge,
  Button,
  Card,
  formatDate,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@csan/shared-ui';
import { downloadBlob } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Certificate } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { certificateStatus, STATUS_PALETTE, verifyUrl } from '../../../lib/certificate-status';
import { fetchCredential } from '../api/certificates-query';
import { linkedInAddUrl } from '../lib/linkedin';

/** One certificate: its facts and status, the PDF, LinkedIn, the Open Badges credential. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation(NS);
  const [busy, setBusy] = useState<'pdf' | 'badge' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const status = certificateStatus(certificate);
  const url = verifyUrl(certificate.code);
  const date = formatDate(certificate.issued_at, i18n.language);

  const act = async (kind: 'pdf' | 'badge', work: () => Promise<void>) => {
    setBusy(kind);
    setFailed(null);
    try {
      await work();
    } catch {
      setFailed(kind === 'pdf' ? t('certificates.pdfFailed') : t('certificates.badgeFailed'));
    } finally {
      setBusy(null);
    }
  };

  const pdf = () =>
    act('pdf', async () => {
      // pdf-lib and the QR encoder load only when a certificate is downloaded.
      const { certificatePdf } = await import('../lib/certificate-pdf');
      const bytes = await certificatePdf({
        holder: certificate.holder_name,
        title: certificate.title,
        code: certificate.code,
        date,
        cpeHours: Number(certificate.cpe_hours),
        verifyUrl: url,
        labels: {
          heading: t('pdf.heading'),
          awarded: t('pdf.awarded'),
          completed: t('pdf.completed'),
          issued: t('pdf.issued'),
          cpe: t('pdf.cpe'),
          verify: t('pdf.verify'),
        },
      });
      downloadBlob(
        new Blob([bytes as BlobPart], { type: 'application/pdf' }),
        `${certificate.code}.pdf`,
      );
    });

  const badge = () =>
    act('badge', async () => {
      const { jwt } = await fetchCredential(certificate.code);
      downloadBlob(
        new Blob([jwt], { type: 'application/vc+jwt' }),
        `${certificate.code}-open-badge.jwt`,
      );
    });

  return (
    <Card.Root as="article" minW="0">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {certificate.title}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[status]}>{t(`status.${status}`)}</Badge>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            {t('certificates.code')}: <strong>{certificate.code}</strong>
          </Text>
          <Text>
            {t('certificates.issued', { date })} ·{' '}
            {t('course.cpe', { hours: Number(certificate.cpe_hours) })}
          </Text>
          {certificate.expires_at ? (
            <Text>
              {t('certificates.expires', {
                date: formatDate(certificate.expires_at, i18n.language),
              })}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={pdf} loading={busy === 'pdf'}>
            {t('certificates.pdf')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={badge}
            loading={busy === 'badge'}
            disabled={status === 'revoked'}
          >
            {t('certificates.badge')}
          </Button>
          {status === 'valid' ? (
            <Button asChild size="sm" variant="outline">
              <a
                href={linkedInAddUrl({
                  title: certificate.title,
                  code: certificate.code,
                  issuedAt: certificate.issued_at,
                  expiresAt: certificate.expires_at,
                  verifyUrl: url,
                  organization: 'CSAN',
                })}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('certificates.linkedin')}
              </a>
            </Button>
          ) : null}
          <Link asChild color="brand.800" fontSize="sm">
            <RouterLink to={`/verify/${certificate.code}`}>{t('certificates.verify')}</RouterLink>
          </Link>
        </HStack>
        {failed ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failed}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
