import { Button, HStack, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { AUDIT_PAGE_SIZE, shownRange } from '../rules/audit-filters';

type Props = { page: number; total: number; onPage: (page: number) => void };

/** 'Page N' and 'Showing X-Y of Z' with Previous and Next (25 a page). */
export function AuditPager({ page, total, onPage }: Props) {
  const { t } = useTranslation(NS);
  const { first, last } = shownRange(page, total);
  return (
    <Stack as="nav" aria-label={t('audit.pages')} gap="2">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.pager.previous')}
        </Button>
        <Text fontSize="sm" aria-live="polite">
          {t('audit.page', { page })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={page * AUDIT_PAGE_SIZE >= total}
          onClick={() => onPage(page + 1)}
        >
          {t('admin.pager.next')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t('audit.showing', { first, last, total })}
      </Text>
    </Stack>
  );
}
