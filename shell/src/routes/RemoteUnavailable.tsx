import { Box, Button, Heading, pageTitle, Text, useDocumentTitle } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

/** The shell's panel in place of a remote section that cannot be shown right now. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  useDocumentTitle(pageTitle(t('remote.unavailableTitle')));
  return (
    <Box
      role="alert"
      maxW="xl"
      mx="auto"
      my="16"
      p="8"
      borderWidth="1px"
      borderRadius="lg"
      textAlign="center"
    >
      <Heading as="h1" size="xl" mb="3">
        {t('remote.unavailableTitle')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('remote.unavailableBody')}
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Box>
  );
}
