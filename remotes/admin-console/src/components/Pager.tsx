import { Button, HStack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/namespace';

type Props = { page: number; pages: number; onPage: (page: number) => void; label: string };

/** 'Page N of M' with Previous and Next, for a list paged on the server. */
export function Pager({ page, pages, onPage, label }: Props) {
  const { t } = useTranslation(NS);
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3" flexWrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('admin.pager.pageOf', { page, pages })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </HStack>
  );
}
