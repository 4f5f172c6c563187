import { Badge, formatDateTime, HStack, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import type { AdvisoryDetail } from '../../../api/types';
import { SeverityBadge } from '../../../components/SeverityBadge';
import { TlpLabel } from '../../../components/TlpLabel';
import { NS } from '../../../i18n/namespace';

/** TLP, severity, status and version; when it was published and updated; sectors, countries. */
export function AdvisoryFacts({ advisory }: { advisory: AdvisoryDetail['advisory'] }) {
  const { t, i18n } = useTranslation(NS);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  return (
    <Stack gap="2" mb="6">
      <HStack gap="2" wrap="wrap">
        <TlpLabel level={advisory.tlp} />
        <SeverityBadge severity={advisory.severity} />
        <Badge variant="outline">{t(`status.${advisory.status}`)}</Badge>
        <Badge variant="outline">{t('detail.version', { version: advisory.version })}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {advisory.published_at
          ? t('detail.published', { date: date(advisory.published_at) })
          : t('detail.notPublished')}
        {advisory.updated_at && advisory.updated_at !== advisory.published_at
          ? ` · ${t('detail.updated', { date: date(advisory.updated_at) })}`
          : ''}
      </Text>
      {advisory.sectors.length > 0 ? (
        <Text fontSize="sm">
          {t('detail.sectors', {
            list: advisory.sectors.map((s) => t(`sector.${s}`, { defaultValue: s })).join(', '),
          })}
        </Text>
      ) : null}
      {advisory.countries.length > 0 ? (
        <Text fontSize="sm">{t('detail.countries', { list: advisory.countries.join(', ') })}</Text>
      ) : null}
    </Stack>
  );
}
