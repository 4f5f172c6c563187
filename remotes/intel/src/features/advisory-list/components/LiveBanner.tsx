import { Alert, CloseButton } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

/**
 * Said once advisories were published or updated while the page was open (the list has already
 * read them again): a polite live region, so a screen reader announces it without moving focus.
 */
export function LiveBanner({ shown, onClose }: { shown: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div role="status" aria-live="polite">
      {shown ? (
        <Alert.Root status="info" mb="4" data-testid="live-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('live.title')}</Alert.Title>
            <Alert.Description>{t('live.body')}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={t('live.dismiss')} onClick={onClose} />
        </Alert.Root>
      ) : null}
    </div>
  );
}
