import { Alert, Container, formatDateTime } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import type { Connection } from './connection';

/**
 * "You are offline — showing what you saw last on …": said when the browser is offline, or
 * when the service worker answered from its cache because the portal could not be reached.
 * A polite status (announced once, not an alert: nothing is wrong with what the reader did).
 */
export default function OfflineNotice({ offline, savedAt }: Connection) {
  const { t, i18n } = useTranslation(SHELL_NS);
  const time = savedAt === null ? null : formatDateTime(savedAt, i18n.language);
  const text =
    time === null
      ? t('offline.offline')
      : t(offline ? 'offline.offlineSaved' : 'offline.unreachableSaved', { time });
  return (
    <Container maxW="7xl" pt="4">
      <Alert.Root status="warning" variant="subtle" role="status" data-testid="offline-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description fontSize={{ base: 'sm', md: 'md' }}>{text}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
