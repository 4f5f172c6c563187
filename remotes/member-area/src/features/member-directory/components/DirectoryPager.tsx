import { Pager } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { pageCount } from '../rules/directory-search';

type Props = { page: number; total: number; onPage: (page: number) => void };

/** The shared Pager over the directory's pages; absent when everything fits on one page. */
export function DirectoryPager({ page, total, onPage }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Pager
      page={page}
      pages={pageCount(total)}
      onPage={onPage}
      label={t('memberDirectory.list.pagination')}
      size="md"
      hideSingle
    />
  );
}
