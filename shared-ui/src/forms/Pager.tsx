import { Button, HStack, Text } from '../components/chakra';
import { useFormsTranslation } from './texts';

type Props = {
  /** 1-based. */
  page: number;
  /** How many pages there are (pageCount(total, size)). */
  pages: number;
  onPage: (page: number) => void;
  /** What the navigation is, for screen readers ("Waitlist pages"). */
  label?: string;
  /** Left out when everything fits on one page (public lists); admin lists keep 'Page 1 of 1'. */
  hideSingle?: boolean;
  size?: 'sm' | 'md';
  justify?: 'center' | 'space-between';
};

/**
 * 'Page N of M' with Previous and Next, for a list paged on the server; the page lives in the
 * address (useListParams), so Back and a shared link keep it. The position is announced when
 * it changes (aria-live).
 */
export function Pager({ page, pages, onPage, label, hideSingle, size = 'sm', justify }: Props) {
  const { t } = useFormsTranslation();
  if (hideSingle && pages <= 1) return null;
  return (
    <HStack
      as="nav"
      aria-label={label ?? t('pager.label')}
      justify={justify ?? (hideSingle ? 'center' : 'space-between')}
      gap="4"
      flexWrap="wrap"
    >
      <Button size={size} variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </Text>
      <Button
        size={size}
        variant="outline"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </HStack>
  );
}
