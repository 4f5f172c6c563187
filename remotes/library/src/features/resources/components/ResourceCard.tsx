import { paths } from '@csan/shared-auth/paths';
import { Box, Card, formatDate, Heading, HStack, Link, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import type { ResourceCardRow } from '../api/resource-list-query';
import { coverPaletteOf } from '../rules/cover';
import { titleExcerpt } from '../rules/excerpt';
import { ResourceAction } from './ResourceAction';
import { TierBadge } from './TierBadge';

/** One library card: cover coloured by type, title excerpt linking to the item's page, tier. */
export function ResourceCard({ item }: { item: ResourceCardRow }) {
  const { t, i18n } = useTranslation(NS);
  const excerpt = titleExcerpt(item.title);
  const type = t(`resources.types.${item.content_type}`, { defaultValue: item.content_type });
  return (
    <Card.Root as="article" overflow="hidden" h="full" minW="0">
      <Box
        colorPalette={coverPaletteOf(item.content_type)}
        bg="colorPalette.700"
        color="white"
        px="4"
        py="6"
        data-cover={coverPaletteOf(item.content_type)}
      >
        <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
          {type}
        </Text>
      </Box>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" lineHeight="short" minW="0" overflowWrap="anywhere">
            <Link asChild color="brand.800">
              <RouterLink
                to={paths.resource({ id: item.item_id })}
                title={excerpt === item.title ? undefined : item.title}
              >
                {excerpt}
              </RouterLink>
            </Link>
          </Heading>
          <TierBadge accessTier={item.access_tier} />
        </HStack>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text>{item.author_names.join(', ')}</Text>
          <Text>{formatDate(item.publish_date, i18n.language)}</Text>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <ResourceAction item={item} />
      </Card.Footer>
    </Card.Root>
  );
}
