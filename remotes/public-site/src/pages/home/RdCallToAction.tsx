import { paths } from '@csan/shared-auth/paths';
import { Box, Button, Container, Heading, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { ACCENT_PALETTE } from '../common/accent';

/** Invites organisations to commission research (/rd-services). */
export function RdCallToAction() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <Box as="section" aria-labelledby="home-rd-heading" py={{ base: 10, md: 16 }}>
      <Container maxW="6xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          justify="space-between"
          gap="6"
          p={{ base: 6, md: 10 }}
          borderRadius="l3"
          bg="colorPalette.subtle"
          colorPalette={ACCENT_PALETTE}
        >
          <Box maxW="3xl">
            <Heading as="h2" id="home-rd-heading" size={{ base: '2xl', md: '3xl' }} mb="3">
              {t('home.rd.title')}
            </Heading>
            <Text fontSize="lg">{t('home.rd.body')}</Text>
          </Box>
          <Button asChild size="lg" flexShrink={0}>
            <RouterLink to={paths.rdServices()}>{t('home.rd.cta')}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
