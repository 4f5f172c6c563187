import { reportError } from '@csan/shared-auth';
import {
  Box,
  Button,
  chakra,
  Flex,
  formatDate,
  Heading,
  QueryStates,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '../../../api/keys';
import { LiveIndicator } from '../../../components/LiveIndicator';
import { NS } from '../../../i18n/namespace';
import { useLiveList } from '../../../lib/use-live-list';
import { useLeadExportMutation } from '../api/lead-export-mutation';
import { useLeadRecentListQuery } from '../api/lead-recent-list-query';

const cell = {
  px: { base: '2', sm: '3' },
  py: '2',
  textAlign: 'start',
  borderBottomWidth: '1px',
} as const;

const COLUMNS = ['name', 'email', 'organization', 'resource', 'date'] as const;

/** Recent Leads: the latest 20 (name, e-mail, organization, resource, date); every lead as CSV. */
export function RecentLeadsSection() {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const leads = useLeadRecentListQuery();
  // A new lead refreshes the figures and the list (the whole analytics prefix) without a reload.
  const live = useLiveList(['content_leads'], adminKeys.analytics());
  const exporter = useLeadExportMutation();
  const [written, setWritten] = useState(0);

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
          <Box overflowX="auto" borderWidth="1px" borderRadius="md">
            <chakra.table width="full" fontSize="sm" aria-labelledby={headingId}>
              <chakra.thead bg="bg.muted">
                <chakra.tr>
                  {COLUMNS.map((column) => (
                    <chakra.th key={column} scope="col" {...cell}>
                      {t(`analytics.leads.columns.${column}`)}
                    </chakra.th>
                  ))}
                </chakra.tr>
              </chakra.thead>
              <chakra.tbody>
                {rows.map((lead) => (
                  <chakra.tr key={lead.lead_id}>
                    <chakra.th scope="row" {...cell} fontWeight="medium">
                      {lead.lead_name}
                    </chakra.th>
                    <chakra.td {...cell} wordBreak="break-all">
                      {lead.lead_email}
                    </chakra.td>
                    <chakra.td {...cell}>{lead.organization ?? '—'}</chakra.td>
                    <chakra.td {...cell}>{lead.resource_items?.title ?? '—'}</chakra.td>
                    <chakra.td {...cell} whiteSpace="nowrap">
                      {formatDate(lead.created_at, i18n.language)}
                    </chakra.td>
                  </chakra.tr>
                ))}
              </chakra.tbody>
            </chakra.table>
          </Box>
        )}
      </QueryStates>
    </Stack>
  );
}
