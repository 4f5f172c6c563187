import { Alert } from '@csan/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { syncCompletions } from '../api/complete-lesson';
import { skillupKeys } from '../api/keys';
import { NS } from '../i18n/namespace';
import { pendingCompletions, subscribeQueue } from '../lib/offline/completion-queue';
import { useOnline } from '../lib/online';

let lastSnapshot = '';
const queueSnapshot = () => {
  const now = JSON.stringify(pendingCompletions().map((p) => p.clientKey));
  if (now !== lastSnapshot) lastSnapshot = now;
  return lastSnapshot;
};

/**
 * Says what waits to be sent (the shell's notice already says the page is offline: one notice
 * each, never two 'You are offline'); sends the waiting completions when the network returns
 * (and when a page opens online with some waiting), then refreshes the skillup reads so
 * progress shows the server's word.
 */
export function OfflineStatus() {
  const { t } = useTranslation(NS);
  const online = useOnline();
  const client = useQueryClient();
  const waiting = (
    JSON.parse(useSyncExternalStore(subscribeQueue, queueSnapshot, () => '[]')) as string[]
  ).length;

  useEffect(() => {
    if (!online || waiting === 0) return;
    void syncCompletions().then((sent) => {
      if (sent > 0) void client.invalidateQueries({ queryKey: skillupKeys.all });
    });
  }, [online, waiting, client]);

  if (waiting === 0) return null;
  return (
    <Alert.Root status={online ? 'info' : 'warning'} mb="6" role="status" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('offline.waiting', { count: waiting })}</Alert.Title>
        <Alert.Description>
          {online ? t('offline.syncing') : t('offline.sendsLater')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
