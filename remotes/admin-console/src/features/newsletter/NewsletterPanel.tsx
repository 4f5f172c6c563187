import { reportError } from '@csan/shared-auth';
import { Button, Heading, HStack, Stack, Text, toaster } from '@csan/shared-ui';
import { type DataColumn, DataTable, Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox';
import { NS } from '../../i18n/namespace';
import { useAdminWrite } from '../../lib/use-admin-write';
import {
  SUBSCRIBER_PAGE_SIZE,
  type Subscriber,
  useSubscriberListQuery,
} from './api/subscriber-list-query';
import { useSubscribersExportMutation } from './api/subscribers-export-mutation';
import { SendIssueDialog } from './components/SendIssueDialog';

/**
 * Admin → Newsletter (`/admin/newsletter`): who asked for the newsletter, in which language,
 * and the consent trail (requested, confirmed = consent, unsubscribed); 'Export CSV' of them
 * all and 'Send issue' to the confirmed ones. The rules (who may read, send, export; who
 * receives) are the database's.
 */
export default function NewsletterPanel() {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const { search, page, setSearch, setPage } = useListParams();
  const list = useSubscriberListQuery(search, page);
  const exporter = useSubscribersExportMutation();
  const { ready } = useAdminWrite();
  const total = list.data?.total ?? 0;
  const when = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(value))
      : '—';

  const columns: DataColumn<Subscriber>[] = [
    {
      key: 'email',
      header: t('newsletter.columns.email'),
      cell: (r) => r.email,
      rowHeader: true,
      breakAll: true,
    },
    {
      key: 'language',
      header: t('newsletter.columns.language'),
      cell: (r) => r.language.toUpperCase(),
    },
    {
      key: 'status',
      header: t('newsletter.columns.status'),
      cell: (r) => t(`newsletter.status.${r.status}`),
    },
    {
      key: 'requested',
      header: t('newsletter.columns.requested'),
      cell: (r) => when(r.requested_at),
      nowrap: true,
    },
    {
      key: 'consent',
      header: t('newsletter.columns.consent'),
      cell: (r) => when(r.consent_at),
      nowrap: true,
    },
    {
      key: 'unsubscribed',
      header: t('newsletter.columns.unsubscribed'),
      cell: (r) => when(r.unsubscribed_at),
      nowrap: true,
    },
  ];

  async function exportCsv() {
    // The export names every subscriber: an aal2 session, like the Members CSV.
    if (!ready()) return;
    try {
      const rows = await exporter.mutateAsync();
      toaster.success({ title: t('newsletter.export.success', { count: rows }) });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'exporting newsletter subscribers' });
      toaster.error({ title: t('newsletter.export.failure') });
    }
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('admin.tabs.newsletter')}
      </Heading>
      <Text color="fg.muted">{t('newsletter.intro')}</Text>
      <HStack gap="3" wrap="wrap">
        <SendIssueDialog confirmed={list.data?.confirmed} />
        <Button variant="outline" loading={exporter.isPending} onClick={() => void exportCsv()}>
          {t('newsletter.export.button')}
        </Button>
      </HStack>
      <SearchBox value={search} onSearch={setSearch} label={t('newsletter.search')} />
      {list.data ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('newsletter.count', { count: total, confirmed: list.data.confirmed })}
        </Text>
      ) : null}
      <DataTable
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        label={t('newsletter.tableLabel')}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        error={list.isError ? t('newsletter.loadError') : null}
        onRetry={() => void list.refetch()}
        empty={search.trim() ? t('newsletter.noMatches') : t('newsletter.empty')}
      />
      {list.data && total > 0 ? (
        <Pager
          page={page}
          pages={pageCount(total, SUBSCRIBER_PAGE_SIZE)}
          onPage={setPage}
          label={t('newsletter.pages')}
        />
      ) : null}
    </Stack>
  );
}
