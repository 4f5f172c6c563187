import { Button, HStack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { pageCount } from '../rules/directory-search';

type Props = { page: number; total: number; onPage: (page: number) => void };

/** Previous / 'Page N of M' / Next; absent when everything fits on one page. */
export function DirectoryPager({ page, total, onPage }: Props) {
  const { t } = useTranslation(NS);
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('memberDirectory.list.pagination')} justify="center" gap="4">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('memberDirectory.list.previous')}
      </Button>
      <Text aria-live="polite">{t('memberDirectory.list.pageOf', { page, pages })}</Text>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('memberDirectory.list.next')}
      </Button>
    </HStack>
  );
}
