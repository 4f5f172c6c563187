import { Badge, Box, Flex, Heading, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';
import { useResourcePerformanceListQuery } from '../api/resource-performance-list-query';

/** Resource Performance: the resources with downloads, most downloaded first, 10 a page. */
export function ResourcePerformanceSection() {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const { page, setPage } = useListParams();
  const list = useResourcePerformanceListQuery(page);
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
      <Heading as="h2" size="lg" id={headingId}>
        {t('analytics.performance.title')}
      </Heading>
      <QueryStates
        query={list}
        errorMessage={t('analytics.loadDataError')}
        isEmpty={(data) => data.total === 0}
        empty={t('analytics.performance.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Stack as="ol" gap="2" ps="0">
              {data.rows.map((row) => (
                <Box
                  as="li"
                  key={row.resource_id}
                  listStyleType="none"
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                >
                  <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
                    <Text fontWeight="medium" minW="0" wordBreak="break-word">
                      {row.title}
                    </Text>
                    <Text fontWeight="semibold" whiteSpace="nowrap">
                      {t('analytics.performance.downloads', { value: number(row.downloads) })}
                    </Text>
                  </Flex>
                  <Flex gap="2" wrap="wrap" mt="1" align="center">
                    <Badge variant="outline">{row.content_type}</Badge>
                    <Badge>{row.access_tier}</Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {t('analytics.performance.leads', { value: number(row.leads) })}
                    </Text>
                  </Flex>
                </Box>
              ))}
            </Stack>
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('analytics.performance.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
