import { EmptyState, ErrorState, LoadingState, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import type { AdvisoryListRow } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { AdvisoryItem } from './AdvisoryItem';

type Props = {
  rows: AdvisoryListRow[] | undefined;
  loading: boolean;
  busy: boolean;
  error: boolean;
  onRetry: () => void;
  empty: string;
};

/** The page of advisories in the portal's one order: loading → error → empty → rows. */
export function AdvisoryList({ rows, loading, busy, error, onRetry, empty }: Props) {
  const { t } = useTranslation(NS);
  if (loading) return <LoadingState />;
  if (error) return <ErrorState message={t('list.loadError')} onRetry={onRetry} />;
  if (!rows || rows.length === 0) return <EmptyState message={empty} />;
  return (
    <Stack
      as="ul"
      gap="4"
      listStyleType="none"
      aria-label={t('list.label')}
      aria-busy={busy || undefined}
      opacity={busy ? 0.6 : undefined}
    >
      {rows.map((row) => (
        <AdvisoryItem key={row.id} advisory={row} />
      ))}
    </Stack>
  );
}
