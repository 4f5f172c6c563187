import { Heading, QueryStates, Stack, Text, toaster } from '@csan/shared-ui';
import { parsePage } from '@csan/shared-ui/forms';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { useAuditLogListQuery } from './api/audit-log-list-query';
import { AuditEntryItem } from './components/AuditEntryItem';
import { AuditFilterForm } from './components/AuditFilterForm';
import { AuditPager } from './components/AuditPager';
import { DownloadCsvButton } from './components/DownloadCsvButton';
import {
  type AuditFilters,
  filtersFromParams,
  filtersToParams,
  NO_AUDIT_FILTERS,
} from './rules/audit-filters';

/**
 * Admin → Audit (`/admin/audit`): the audit log, searched by source, action and dates, 25 a
 * page, newest first, filtered and counted by the database. Nothing is listed before the first
 * Search; the search and page live in the address. Download CSV saves the whole search.
 */
export default function AuditPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text is the identity
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const page = parsePage(params.get('page'));
  const list = useAuditLogListQuery(filters, page);

  useEffect(() => {
    if (!list.isError) return;
    toaster.error({
      title: t('audit.errorTitle'),
      description: list.error.message || t('audit.loadError'),
    });
  }, [list.isError, list.error, t]);

  const search = (next: AuditFilters) => {
    const target = filtersToParams(next);
    if (target.toString() === key) void list.refetch();
    else setParams(target);
  };
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('admin.tabs.audit')}
      </Heading>
      <AuditFilterForm
        value={filters ?? NO_AUDIT_FILTERS}
        onSearch={search}
        download={<DownloadCsvButton filters={filters} total={list.data?.total} />}
      />
      {filters === null ? (
        <Text color="fg.muted">{t('audit.prompt')}</Text>
      ) : (
        <QueryStates
          query={list}
          errorMessage={t('audit.loadError')}
          isEmpty={(data) => data.total === 0}
          empty={t('audit.empty')}
        >
          {(data) => (
            <Stack gap="3">
              <Stack as="ul" gap="3" ps="0" aria-label={t('audit.entries')}>
                {data.rows.map((entry) => (
                  <AuditEntryItem
                    key={entry.log_id}
                    entry={entry}
                    actor={entry.user_id ? data.actors[entry.user_id] : undefined}
                  />
                ))}
              </Stack>
              <AuditPager page={page} total={data.total} onPage={setPage} />
            </Stack>
          )}
        </QueryStates>
      )}
    </Stack>
  );
}
