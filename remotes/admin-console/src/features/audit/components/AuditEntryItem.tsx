import { Badge, Box, chakra, Flex, formatDateTime, Heading, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { AuditActor, AuditEntry } from '../api/audit-log-list-query';
import { AUDIT_SOURCES, actionPalette, actionTitle } from '../rules/audit-filters';

const sourceKey = (source: string) =>
  (AUDIT_SOURCES as readonly string[]).includes(source) ? source : 'main';

/**
 * One entry: the action in title case, its badge, the source badge, time, who acted (name and
 * e-mail; 'the system' when no person did), role, details.
 */
export function AuditEntryItem({ entry, actor }: { entry: AuditEntry; actor?: AuditActor }) {
  const { t, i18n } = useTranslation(NS);
  const who = !entry.user_id
    ? t('audit.bySystem')
    : actor
      ? t('audit.by', {
          name: [actor.name, actor.email && `<${actor.email}>`].filter(Boolean).join(' '),
        })
      : t('audit.byRemoved');
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', sm: '4' }}
    >
      <Flex gap="2" wrap="wrap" align="center" justify="space-between">
        <Heading as="h3" size="sm">
          {actionTitle(entry.action_type)}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Badge colorPalette={actionPalette(entry.action_type)} wordBreak="break-all">
            {entry.action_type}
          </Badge>
          <Badge variant="outline">{t(`audit.sources.${sourceKey(entry.source_app)}`)}</Badge>
        </Flex>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        <chakra.time dateTime={entry.timestamp}>
          {formatDateTime(entry.timestamp, i18n.language)}
        </chakra.time>
        {' · '}
        {who}
        {' · '}
        {t('audit.role', { role: entry.user_role })}
      </Text>
      <chakra.details mt="2" fontSize="sm">
        <chakra.summary cursor="pointer" color="fg.muted">
          {t('audit.details')}
        </chakra.summary>
        <chakra.pre
          mt="2"
          p="2"
          bg="bg.muted"
          borderRadius="sm"
          fontSize="xs"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
        >
          {JSON.stringify(
            { user_id: entry.user_id, ...(entry.action_details as object | null) },
            null,
            2,
          )}
        </chakra.pre>
      </chakra.details>
    </Box>
  );
}
