import { Box, Heading, Text, UiProvider } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

/** Shown when /config.json is unreachable or invalid: nothing else can run without it. */
export function BootError() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <UiProvider>
      <Box as="main" role="alert" maxW="xl" mx="auto" my="24" px="4" textAlign="center">
        <Heading as="h1" size="xl" mb="3">
          CSAN
        </Heading>
        <Text>{t('boot.configError')}</Text>
      </Box>
    </UiProvider>
  );
}
