import { Card, Heading, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

type Props = {
  /** Where the list's texts live: `rdServices.<section>.title` and `.items.<id>.{title,body}`. */
  section: 'services' | 'audiences';
  ids: readonly string[];
};

/** A titled list of short cards (the services, or who we serve), read as a list. */
export function OfferList({ section, ids }: Props) {
  const { t } = useTranslation(NS);
  const headingId = `rd-${section}-heading`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl">
        {t(`rdServices.${section}.title`)}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {ids.map((id) => (
          <Card.Root as="li" key={id} variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {t(`rdServices.${section}.items.${id}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`rdServices.${section}.items.${id}.body`)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
