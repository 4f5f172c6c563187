import { chakra, Heading, HStack, Stack, Text } from '@csan/shared-ui';
import { NativeSelect, Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SearchBox } from '../../components/SearchBox';
import { NS } from '../../i18n/namespace';
import {
  MAIL_PAGE_SIZE,
  MAIL_STATUSES,
  type MailStatus,
  useMailListQuery,
} from './api/mail-list-query';
import { MailTable } from './components/MailTable';

const isStatus = (value: string | null): value is MailStatus =>
  MAIL_STATUSES.some((status) => status === value);

/**
 * Admin → Mail (`/admin/mail`): every e-mail the portal queued (docs/mail.md) — to whom, which
 * kind and language, sent or waiting or failed with the provider's last error — newest first,
 * searched by address or kind and filtered by status in the address; a failed one can be sent
 * again. The mail's content stays with the database (its one-time links are not for admins).
 */
export default function MailPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const statusId = useId();
  const { search, page, setSearch, setPage } = useListParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const mails = useMailListQuery(search, status, page);
  const total = mails.data?.total ?? 0;
  const setStatus = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (isStatus(next)) updated.set('status', next);
        else updated.delete('status');
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('admin.tabs.mail')}
      </Heading>
      <Text color="fg.muted">{t('mail.intro')}</Text>
      <HStack gap="3" flexWrap="wrap" alignItems="end">
        <SearchBox value={search} onSearch={setSearch} label={t('mail.search')} />
        <Stack gap="1">
          <chakra.label htmlFor={statusId} fontSize="sm" fontWeight="medium">
            {t('mail.statusFilter')}
          </chakra.label>
          <NativeSelect.Root size="md" width="auto" minW="40">
            <NativeSelect.Field
              id={statusId}
              value={status ?? ''}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">{t('mail.allStatuses')}</option>
              {MAIL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`mail.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      </HStack>
      {mails.data ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('mail.count', { count: total })}
        </Text>
      ) : null}
      <MailTable
        rows={mails.data?.rows}
        loading={mails.isPending}
        busy={mails.isPlaceholderData}
        error={mails.isError ? t('mail.loadError') : null}
        onRetry={() => void mails.refetch()}
        empty={search.trim() || status ? t('mail.noMatches') : t('mail.empty')}
      />
      {mails.data && total > 0 ? (
        <Pager
          page={page}
          pages={pageCount(total, MAIL_PAGE_SIZE)}
          onPage={setPage}
          label={t('mail.pages')}
        />
      ) : null}
    </Stack>
  );
}
