import { paths } from '@csan/shared-auth/paths';
import { Box, Button, Container, Heading, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { ACCENT_PALETTE } from '../common/accent';

/** The page's h1 and its two primary actions: join, or commission research. */
export function HeroSection() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-heading"
      bg="bg.emphasized"
      py={{ base: 14, md: 24 }}
    >
      <Container maxW="6xl">
        <Text
          color="fg.muted"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wide"
          mb="3"
        >
          {t('home.hero.eyebrow')}
        </Text>
        <Heading as="h1" id="home-hero-heading" size={{ base: '4xl', md: '6xl' }} maxW="4xl" mb="5">
          {t('home.hero.title')}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="3xl" mb="8">
          {t('home.hero.subtitle')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <Button asChild colorPalette={ACCENT_PALETTE} size="lg">
            <RouterLink to={paths.membership()}>{t('home.hero.join')}</RouterLink>
          </Button>
          <Button asChild colorPalette={ACCENT_PALETTE} variant="outline" size="lg">
            <RouterLink to={paths.rdServices()}>{t('home.hero.commission')}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
