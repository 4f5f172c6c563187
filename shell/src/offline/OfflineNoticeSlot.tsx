import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { connection } from './connection';

// Online with live data (nearly always), nothing of the notice is downloaded. register.ts
// fetches it once the worker runs, so the worker has it; should it still be missing offline,
// the plain sentence stands in rather than the page failing.
const OfflineNotice = lazy(() =>
  import('./OfflineNotice').catch(() => ({ default: PlainOfflineNotice })),
);

function PlainOfflineNotice() {
  const { t } = useTranslation(SHELL_NS);
  return <p role="status">{t('offline.offline')}</p>;
}

/** Where the offline notice goes, above the page (docs/offline.md). */
export function OfflineNoticeSlot() {
  const state = useSyncExternalStore(connection.subscribe, connection.get, connection.get);
  if (!state.offline && state.savedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice {...state} />
    </Suspense>
  );
}
