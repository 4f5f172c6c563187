import { Badge, Card, HStack, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { Profile } from '../api/profile-detail-query';

const FLAGS = ['is_lms_active', 'is_cert_partner', 'has_premium_tool_access'] as const;

/** The three area flags an administrator sets (read-only here). */
export function AccessFlagsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {t('account.access.title')}
        </Card.Title>
        <Card.Description>{t('account.access.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap="3">
          {FLAGS.map((flag) => (
            <HStack key={flag} justify="space-between" gap="3">
              <Text as="dt">{t(`account.access.${flag}`)}</Text>
              <Badge as="dd" colorPalette={profile[flag] ? 'green' : 'gray'}>
                {profile[flag] ? t('account.access.granted') : t('account.access.notGranted')}
              </Badge>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
