import { Box, Button, Container, Flex, PageHeader, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NewsletterForm } from '../../components/newsletter/NewsletterForm';
import { NS } from '../../i18n/namespace';
import { useResourceListQuery } from './api/resource-list-query';
import { MembershipCallout } from './components/MembershipCallout';
import { ResourceGrid } from './components/ResourceGrid';
import { SearchForm } from './components/SearchForm';
import { TypeFilter } from './components/TypeFilter';
import { type LibrarySearch, PAGE_SIZE, readSearch, writeSearch } from './rules/search-params';

/**
 * `/resources`: the library. The search text, ticked types and page live in the URL (shared
 * links and Back restore them); the database searches, filters, counts and pages.
 */
export function ResourceLibrary() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const query = useResourceListQuery(search);
  const go = (next: LibrarySearch) => setParams(writeSearch(next));
  const filtered = search.q !== '' || search.types.length > 0;
  const total = query.data?.total ?? 0;
  const shown = query.data?.rows.length ?? 0;

  return (
    <Container maxW="7xl" py="10">
      <PageHeader title={t('resources.title')} description={t('resources.description')} />
      <MembershipCallout />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="8" align="start">
        <Stack as="aside" gap="4" w={{ base: 'full', lg: '64' }} flexShrink={0}>
          <TypeFilter
            selected={search.types}
            onChange={(types) => go({ ...search, types, page: 1 })}
          />
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            disabled={!filtered}
            onClick={() => go({ q: '', types: [], page: 1 })}
          >
            {t('resources.filter.clear')}
          </Button>
        </Stack>
        <Box flex="1" minW="0" w="full">
          <Stack gap="4" mb="6">
            <SearchForm
              value={search.q}
              onSearch={(q) => go({ ...search, q: q.trim(), page: 1 })}
            />
            <Text role="status" aria-live="polite" color="fg.muted" minH="6">
              {query.data ? t('resources.showing', { shown, total }) : ''}
            </Text>
          </Stack>
          <ResourceGrid query={query} />
          {query.data ? (
            <Box mt="8">
              <Pager
                page={search.page}
                pages={pageCount(total, PAGE_SIZE)}
                onPage={(page) => go({ ...search, page })}
                label={t('resources.pager.label')}
                hideSingle
              />
            </Box>
          ) : null}
          <Box mt="10" maxW="xl">
            <NewsletterForm />
          </Box>
        </Box>
      </Flex>
    </Container>
  );
}
