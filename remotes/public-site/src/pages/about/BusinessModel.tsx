import { Card, Heading, SimpleGrid, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { AboutBlock } from './AboutBlock';

const STREAMS = ['society', 'rd'] as const;

/** The two activities that fund the society: memberships and R&D for hire. */
export function BusinessModel() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <AboutBlock id="about-model" title={t('about.model.title')}>
      <Text mb="4">{t('about.model.intro')}</Text>
      <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
        {STREAMS.map((stream) => (
          <Card.Root as="li" key={stream} variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="lg">
                {t(`about.model.${stream}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`about.model.${stream}.body`)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </AboutBlock>
  );
}
