import { Badge, Card, chakra, formatDate, Heading, HStack, Link, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Markdown } from '../../../components/Markdown';
import { TlpLabel } from '../../../components/TlpLabel';
import { NS } from '../../../i18n/namespace';
import { intelPaths } from '../../../lib/paths';
import type { Protocol } from '../api/protocol-list-query';

/** One playbook: its title, TLP and incident type; the steps open on demand; Edit for analysts. */
export function ProtocolItem({ protocol, canEdit }: { protocol: Protocol; canEdit: boolean }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Card.Root as="li" minW="0">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <TlpLabel level={protocol.tlp} />
          <Badge variant="outline">
            {t(`incident.${protocol.incident_type}`, { defaultValue: protocol.incident_type })}
          </Badge>
        </HStack>
        <Heading as="h2" size="md" wordBreak="break-word">
          {protocol.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('protocols.updated', { date: formatDate(protocol.updated_at, i18n.language) })}
        </Text>
        {canEdit ? (
          <Link asChild color="brand.700" fontWeight="medium" alignSelf="flex-start">
            <RouterLink
              to={intelPaths.editProtocol(protocol.id)}
              aria-label={t('playbook.editNamed', { title: protocol.title })}
            >
              {t('playbook.edit')}
            </RouterLink>
          </Link>
        ) : null}
        <chakra.details>
          <chakra.summary cursor="pointer" color="brand.700" fontWeight="medium">
            {t('protocols.show')}
          </chakra.summary>
          <chakra.div mt="3">
            <Markdown>{protocol.body}</Markdown>
          </chakra.div>
        </chakra.details>
      </Card.Body>
    </Card.Root>
  );
}
