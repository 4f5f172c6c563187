import { paths } from '@csan/shared-auth/paths';
import {
  Badge,
  Box,
  Container,
  EmptyState,
  ErrorState,
  formatDate,
  HStack,
  Link,
  LoadingState,
  PageHeader,
  pageTitle,
  Stack,
  Text,
  useDocumentTitle,
} from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { type ResourceDetailRow, useResourceDetailQuery } from './api/resource-detail-query';
import { ResourceAction } from './components/ResourceAction';
import { TierBadge } from './components/TierBadge';

function BackLink() {
  const { t } = useTranslation(NS);
  return (
    <Link asChild color="brand.700">
      <RouterLink to={paths.resources()}>{t('resources.detail.back')}</RouterLink>
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontWeight="semibold" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

function Detail({ item }: { item: ResourceDetailRow }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <>
      <PageHeader title={item.title} />
      <Stack gap="6" maxW="3xl">
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <Fact label={t('resources.detail.authors')}>{item.author_names.join(', ')}</Fact>
          <Fact label={t('resources.detail.published')}>
            {formatDate(item.publish_date, i18n.language)}
          </Fact>
          <Fact label={t('resources.detail.type')}>
            {t(`resources.types.${item.content_type}`, { defaultValue: item.content_type })}
          </Fact>
          <Fact label={t('resources.detail.access')}>
            <TierBadge accessTier={item.access_tier} />
          </Fact>
        </Box>
        {item.tags && item.tags.length > 0 ? (
          <Box>
            <Text fontWeight="semibold" fontSize="sm" color="fg.muted" mb="2">
              {t('resources.detail.tags')}
            </Text>
            <HStack as="ul" listStyleType="none" flexWrap="wrap" gap="2">
              {item.tags.map((tag) => (
                <Box as="li" key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </Box>
              ))}
            </HStack>
          </Box>
        ) : null}
        {item.description ? <Text fontSize="lg">{item.description}</Text> : null}
        <ResourceAction item={item} />
        <BackLink />
      </Stack>
    </>
  );
}

/** `/resources/:id`: one resource's own page, with the same download / lead / upgrade action. */
export function ResourceDetail() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const query = useResourceDetailQuery(id);
  const missing = query.isSuccess && query.data === null;
  useDocumentTitle(
    pageTitle(
      query.data
        ? query.data.title
        : missing
          ? t('resources.detail.notFound')
          : t('resources.detail.title'),
    ),
  );
  return (
    <Container maxW="7xl" py="10">
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={t('resources.detail.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <Detail item={query.data} />
      ) : (
        <Stack gap="4">
          <PageHeader title={t('resources.detail.notFound')} />
          <EmptyState message={t('resources.detail.notFoundBody', { id })} action={<BackLink />} />
        </Stack>
      )}
    </Container>
  );
}
