import { Badge, Card, formatDateTime, Heading, HStack, Link, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AdvisoryListRow } from '../../../api/types';
import { MatchBadge } from '../../../components/MatchBadge';
import { SeverityBadge } from '../../../components/SeverityBadge';
import { TlpLabel } from '../../../components/TlpLabel';
import { NS } from '../../../i18n/namespace';
import { intelPaths } from '../../../lib/paths';

/** One advisory in the list: its title opens it; TLP, severity, status and a match marked. */
export function AdvisoryItem({ advisory }: { advisory: AdvisoryListRow }) {
  const { t, i18n } = useTranslation(NS);
  const when = advisory.updated_at ?? advisory.published_at;
  return (
    <Card.Root as="li" minW="0" data-testid="advisory-item">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <TlpLabel level={advisory.tlp} />
          <SeverityBadge severity={advisory.severity} />
          <Badge variant="outline">{t(`status.${advisory.status}`)}</Badge>
          {advisory.matches_constituency ? <MatchBadge /> : null}
          {advisory.acknowledged ? (
            <Badge colorPalette="green" variant="subtle">
              {t('list.acknowledged')}
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h2" size="md" wordBreak="break-word">
          <Link asChild color="brand.800">
            <RouterLink to={intelPaths.advisory(advisory.id)}>{advisory.title}</RouterLink>
          </Link>
        </Heading>
        <Text lineClamp={3}>{advisory.summary}</Text>
        <Text fontSize="sm" color="fg.muted">
          {when
            ? t('list.meta', {
                version: advisory.version,
                date: formatDateTime(when, i18n.language),
              })
            : t('list.metaDraft', { version: advisory.version })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
