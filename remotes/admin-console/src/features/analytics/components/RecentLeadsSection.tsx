import { reportError } from '@csan/shared-auth';
import {
  Button,
  Flex,
  formatDate,
  Heading,
  QueryStates,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '../../../api/keys';
import { LiveIndicator } from '../../../components/LiveIndicator';
import { NS } from '../../../i18n/namespace';
import { useLiveList } from '../../../lib/use-live-list';
import { useLeadExportMutation } from '../api/lead-export-mutation';
import { type LeadRow, useLeadRecentListQuery } from '../api/lead-recent-list-query';

/** Recent Leads: the latest 20 (name, e-mail, organization, resource, date); every lead as CSV. */
export function RecentLeadsSection() {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const leads = useLeadRecentListQuery();
  // A new lead refreshes the figures and the list (the whole analytics prefix) without a reload.
  const live = useLiveList(['content_leads'], adminKeys.analytics());
  const exporter = useLeadExportMutation();
  const [written, setWritten] = useState(0);
  const header = (column: string) => t(`analytics.leads.columns.${column}`);
  const columns: DataColumn<LeadRow>[] = [
    { key: 'name', header: header('name'), rowHeader: true, cell: (lead) => lead.lead_name },
    { key: 'email', header: header('email'), breakAll: true, cell: (lead) => lead.lead_email },
    { key: 'organization', header: header('organization'), cell: (l) => l.organization ?? '—' },
    { key: 'resource', header: header('resource'), cell: (l) => l.resource_items?.title ?? '—' },
    {
      key: 'date',
      header: header('date'),
      nowrap: true,
      cell: (lead) => formatDate(lead.created_at, i18n.language),
    },
  ];

  const download = async () => {
    setWritten(0);
    try {
      await exporter.mutateAsync({ onProgress: setWritten });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'leads CSV' });
      toaster.error({ title: t('analytics.leads.csvFailed') });
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {t('analytics.leads.title')}
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <LiveIndicator status={live} />
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {exporter.isPending
              ? t('analytics.leads.csvProgress', { rows: written.toLocaleString(i18n.language) })
              : ''}
          </Text>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void download()}
            loading={exporter.isPending}
            disabled={leads.data?.length === 0}
          >
            {t('analytics.leads.downloadCsv')}
          </Button>
        </Flex>
      </Flex>
      <QueryStates
        query={leads}
        errorMessage={t('analytics.loadDataError')}
        empty={t('analytics.leads.empty')}
      >
        {(rows) => (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(lead) => lead.lead_id}
            label={t('analytics.leads.title')}
          />
        )}
      </QueryStates>
    </Stack>
  );
}
