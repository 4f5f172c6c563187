import { Card, Heading, SimpleGrid, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { PageSection } from '../common/PageSection';

const ADVANTAGES = ['stability', 'infrastructure', 'gateway'] as const;

/** Why Accra: political stability, tech infrastructure, regional gateway. */
export function GhanaAdvantage() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <PageSection id="home-ghana" title={t('home.ghana.title')} intro={t('home.ghana.intro')} muted>
      <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {ADVANTAGES.map((advantage) => (
          <Card.Root as="li" key={advantage} variant="subtle">
            <Card.Body gap="2">
              <Heading as="h3" size="lg">
                {t(`home.ghana.${advantage}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`home.ghana.${advantage}.body`)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
