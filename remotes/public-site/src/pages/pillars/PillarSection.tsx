import { Badge, Box, Container, Heading, List, SimpleGrid, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { ACCENT_PALETTE } from '../common/accent';
import { type Pillar, pillarFeatureKeys } from './pillarList';

type PillarSectionProps = { pillar: Pillar; muted: boolean };

/** One pillar: description, features and impact, reachable at /pillars#<anchor>. */
export function PillarSection({ pillar, muted }: PillarSectionProps) {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  const base = `pillars.items.${pillar.key}`;
  const headingId = `${pillar.anchor}-heading`;
  return (
    <Box
      as="section"
      id={pillar.anchor}
      aria-labelledby={headingId}
      // Keeps the heading clear of a sticky header when scrolled into view.
      scrollMarginTop="24"
      py={{ base: 10, md: 14 }}
      bg={muted ? 'bg.subtle' : undefined}
    >
      <Container maxW="6xl">
        <Badge colorPalette={ACCENT_PALETTE} size="lg" mb="3">
          {pillar.acronym}
        </Badge>
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} mb="2">
          {t(`${base}.name`)}
        </Heading>
        <Text fontSize="lg" fontWeight="medium" mb="4">
          {t(`${base}.tagline`)}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 6, md: 10 }}>
          <Text color="fg.muted">{t(`${base}.description`)}</Text>
          <Box>
            <Heading as="h3" size="md" mb="3">
              {t('pillars.featuresHeading')}
            </Heading>
            <List.Root gap="2" ps="5">
              {pillarFeatureKeys(pillar).map((feature) => (
                <List.Item key={feature}>{t(`${base}.features.${feature}`)}</List.Item>
              ))}
            </List.Root>
            <Heading as="h3" size="md" mt="6" mb="2">
              {t('pillars.impactHeading')}
            </Heading>
            <Text>{t(`${base}.impact`)}</Text>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
