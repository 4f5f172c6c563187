import '../i18n';
import { paths } from '@csan/shared-auth/paths';
import {
  Button,
  Container,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  useDocumentTitle,
} from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_SITE_NS } from '../i18n/namespace';
import { AboutBlock } from './about/AboutBlock';
import { BusinessModel } from './about/BusinessModel';
import { WhyGhana } from './about/WhyGhana';
import { ACCENT_PALETTE } from './common/accent';

/** /about: mission, vision, who we are, business model, why Ghana. */
export default function AboutPage() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  useDocumentTitle(t('about.meta.title'));
  return (
    <Container as="article" maxW="5xl" py={{ base: 10, md: 16 }}>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="4">
        {t('about.title')}
      </Heading>
      <Text fontSize="xl" color="fg.muted" mb={{ base: 8, md: 12 }}>
        {t('about.intro')}
      </Text>
      <Stack gap={{ base: 10, md: 14 }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 10, md: 8 }}>
          <AboutBlock id="about-mission" title={t('about.mission.title')}>
            <Text>{t('about.mission.body')}</Text>
          </AboutBlock>
          <AboutBlock id="about-vision" title={t('about.vision.title')}>
            <Text>{t('about.vision.body')}</Text>
          </AboutBlock>
        </SimpleGrid>
        <AboutBlock id="about-who" title={t('about.whoWeAre.title')}>
          <Stack gap="3">
            <Text>{t('about.whoWeAre.p1')}</Text>
            <Text>{t('about.whoWeAre.p2')}</Text>
          </Stack>
        </AboutBlock>
        <BusinessModel />
        <WhyGhana />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <Button asChild colorPalette={ACCENT_PALETTE} size="lg">
            <RouterLink to={paths.membership()}>{t('about.cta.membership')}</RouterLink>
          </Button>
          <Button asChild colorPalette={ACCENT_PALETTE} variant="outline" size="lg">
            <RouterLink to={paths.pillars()}>{t('about.cta.pillars')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
