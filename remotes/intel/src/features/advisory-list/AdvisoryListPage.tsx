import '../../i18n';
import { useLiveChanges } from '@csan/shared-auth';
import { Button, HStack, Link, PageHeader, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount } from '@csan/shared-ui/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useIsAnalyst } from '../../api/analyst-query';
import { intelKeys } from '../../api/keys';
import { useRememberLanguage } from '../../api/remember-language';
import { NS } from '../../i18n/namespace';
import { intelPaths } from '../../lib/paths';
import { ADVISORY_PAGE_SIZE, useAdvisoryPage } from './api/advisory-list-query';
import { useAdvisoryParams } from './api/use-advisory-params';
import { AdvisoryFilterBar } from './components/AdvisoryFilterBar';
import { AdvisoryList } from './components/AdvisoryList';
import { LiveBanner } from './components/LiveBanner';

/**
 * `/` on intel.: the advisories the viewer may read (the database decides by TLP and
 * recipients), filtered and paged on the server. A publication or update that reaches this
 * viewer (Realtime, filtered by the same RLS) reads the list again and says so in a banner.
 */
export default function AdvisoryListPage() {
  const { t } = useTranslation(NS);
  const { filters, page, setFilters, setPage } = useAdvisoryParams();
  useRememberLanguage();
  const advisories = useAdvisoryPage(filters, page);
  const { isAnalyst } = useIsAnalyst();
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState(false);
  useLiveChanges({
    tables: ['intel_advisories'],
    onChange: () => {
      setArrived(true);
      void queryClient.invalidateQueries({ queryKey: intelKeys.advisories() });
    },
  });
  const total = advisories.data?.total ?? 0;
  const filtered = Object.values(filters).some((v) => v !== '');
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <PageHeader
        title={t('landing.title')}
        description={t('list.intro')}
        actions={
          <HStack gap="3" wrap="wrap">
            {isAnalyst ? (
              <Button asChild colorPalette="brand">
                <RouterLink to={intelPaths.create()}>{t('list.new')}</RouterLink>
              </Button>
            ) : null}
            <Link asChild color="brand.700">
              <RouterLink to={intelPaths.organisation()}>{t('list.myOrganisation')}</RouterLink>
            </Link>
            <Link asChild color="brand.700">
              <RouterLink to={intelPaths.protocols()}>{t('list.protocols')}</RouterLink>
            </Link>
          </HStack>
        }
      />
      <LiveBanner shown={arrived} onClose={() => setArrived(false)} />
      <AdvisoryFilterBar filters={filters} onChange={setFilters} />
      {advisories.data ? (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('list.count', { count: total })}
        </Text>
      ) : null}
      <AdvisoryList
        rows={advisories.data?.rows}
        loading={advisories.isPending}
        busy={advisories.isPlaceholderData}
        error={advisories.isError}
        onRetry={() => void advisories.refetch()}
        empty={filtered ? t('list.noMatches') : t('list.empty')}
      />
      {advisories.data && total > ADVISORY_PAGE_SIZE ? (
        <Pager
          page={page}
          pages={pageCount(total, ADVISORY_PAGE_SIZE)}
          onPage={setPage}
          label={t('list.pages')}
        />
      ) : null}
    </Stack>
  );
}
