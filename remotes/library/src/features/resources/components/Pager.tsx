import { Button, HStack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** Previous / Next between pages of results, with 'Page N of M'. */
export function Pager({ page, pages, onPage }: Props) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('resources.pager.label')} justify="center" gap="4" mt="8">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('resources.pager.previous')}
      </Button>
      <Text aria-current="page">{t('resources.pager.page', { page, pages })}</Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('resources.pager.next')}
      </Button>
    </HStack>
  );
}
