import { Box, Card, QueryStates, SimpleGrid, Stack } from '@csan/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { ResourcePage } from '../api/resource-list-query';
import { ResourceCard } from './ResourceCard';

const COLUMNS = { base: 1, md: 2, lg: 3 } as const;

function SkeletonCard() {
  return (
    <Card.Root overflow="hidden" aria-hidden="true">
      <Box h="20" bg="bg.emphasized" animation="pulse" />
      <Card.Body gap="3">
        <Box h="5" w="80%" bg="bg.muted" borderRadius="sm" animation="pulse" />
        <Box h="4" w="50%" bg="bg.muted" borderRadius="sm" animation="pulse" />
        <Box h="8" w="32" bg="bg.muted" borderRadius="md" animation="pulse" />
      </Card.Body>
    </Card.Root>
  );
}

/** Skeleton cards while the first page loads, then the error, the empty result or the cards. */
export function ResourceGrid({ query }: { query: UseQueryResult<ResourcePage> }) {
  const { t } = useTranslation(NS);
  if (query.isPending) {
    return (
      <Stack role="status" aria-live="polite" gap="4">
        <Box srOnly>{t('resources.loading')}</Box>
        <SimpleGrid columns={COLUMNS} gap="6">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <SkeletonCard key={i} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <QueryStates
      query={query}
      errorMessage={t('resources.loadFailed')}
      isEmpty={(page) => page.rows.length === 0}
      empty={t('resources.empty')}
    >
      {(page) => (
        <SimpleGrid
          columns={COLUMNS}
          gap="6"
          aria-busy={query.isPlaceholderData || undefined}
          opacity={query.isPlaceholderData ? 0.6 : 1}
        >
          {page.rows.map((item) => (
            <ResourceCard key={item.item_id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}
