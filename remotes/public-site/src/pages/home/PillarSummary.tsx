import { paths } from '@csan/shared-auth/paths';
import { Badge, Button, Card, Heading, Link, SimpleGrid, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { ACCENT_PALETTE } from '../common/accent';
import { PageSection } from '../common/PageSection';
import { PILLARS } from '../pillars/pillarList';

/** Four cards, one per pillar, each linking to its anchor, then a link to /pillars. */
export function PillarSummary() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <PageSection id="home-pillars" title={t('home.pillars.title')} intro={t('home.pillars.intro')}>
      <SimpleGrid
        as="ul"
        role="list"
        listStyleType="none"
        columns={{ base: 1, md: 2, lg: 4 }}
        gap="6"
        mb="8"
      >
        {PILLARS.map((pillar) => (
          <Card.Root as="li" key={pillar.key} variant="outline">
            <Card.Body gap="3">
              <Badge colorPalette={ACCENT_PALETTE} alignSelf="flex-start">
                {pillar.acronym}
              </Badge>
              <Heading as="h3" size="md">
                <Link asChild colorPalette={ACCENT_PALETTE} color="colorPalette.fg">
                  <RouterLink to={paths.pillars({ anchor: pillar.anchor })}>
                    {t(`pillars.items.${pillar.key}.name`)}
                  </RouterLink>
                </Link>
              </Heading>
              <Text color="fg.muted">{t(`pillars.items.${pillar.key}.tagline`)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Button asChild variant="outline" colorPalette={ACCENT_PALETTE}>
        <RouterLink to={paths.pillars()}>{t('home.pillars.link')}</RouterLink>
      </Button>
    </PageSection>
  );
}
