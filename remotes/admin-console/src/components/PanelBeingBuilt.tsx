import { Heading, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/namespace';

/** A dashboard panel whose feature is not built yet: its name and an honest sentence saying so. */
export function PanelBeingBuilt({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="xl" id={headingId}>
        {title}
      </Heading>
      <Text color="fg.muted">{t('admin.building', { section: title })}</Text>
    </Stack>
  );
}
