import '../../i18n';
import { useAccess } from '@csan/shared-auth';
import { Box, Button, Container, List, PageHeader, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../i18n/namespace';

const FEATURES = ['f1', 'f2', 'f3'] as const;

/**
 * The area's landing page, shown on its own subdomain to a member the shell's area gate let in
 * (the refused see the shell's page saying how to get access): it greets them by name.
 */
export default function LandingPage() {
  const { t } = useTranslation(NS);
  const { profile, user } = useAccess();
  const name = profile?.full_name?.trim() || user?.email || '';
  return (
    <Container maxW="4xl" py="12">
      <PageHeader title={t('landing.title')} description={t('landing.intro')} />
      <List.Root as="ul" gap="3" ps="5">
        {FEATURES.map((id) => (
          <List.Item key={id}>{t(`landing.features.${id}`)}</List.Item>
        ))}
      </List.Root>
      <Box mt="8" p="4" borderRadius="md" bg="brand.subtle">
        <Text>{t('landing.welcome', { name })}</Text>
        <Button asChild colorPalette="brand" mt="4">
          <RouterLink to="/assessments">{t('landing.open')}</RouterLink>
        </Button>
      </Box>
    </Container>
  );
}
