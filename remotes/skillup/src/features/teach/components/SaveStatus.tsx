import { Alert, Text } from '@csan/shared-ui';
import { useDataErrorText } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

/**
 * Under a Save button: the failure (what the server refused, in the visitor's language; the
 * form keeps what was typed) or "Saved", read out by screen readers either way.
 */
export function SaveStatus({ error, saved }: { error: unknown; saved: boolean }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  return (
    <div role="status" aria-live="polite">
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {t('teach.saveFailed')} {errorText(error)}
          </Alert.Description>
        </Alert.Root>
      ) : saved ? (
        <Text fontWeight="semibold">{t('teach.saved')}</Text>
      ) : null}
    </div>
  );
}
