import { Alert, Text } from '@csan/shared-ui';
import { useDataErrorText } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { ruleRefusal } from '../lib/refusal';

/**
 * Under a Save button: the failure (what the server refused, in the visitor's language; the
 * form keeps what was typed) or "Saved", read out by screen readers either way. Also under the
 * outline's and the bank's Delete buttons.
 */
export function SaveStatus({ error, saved }: { error: unknown; saved: boolean }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  // An authoring rule the database refused by name (content in use, a short bank) says which;
  // every other failure has the shared texts.
  const refusal = ruleRefusal(error);
  return (
    <div role="status" aria-live="polite">
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {refusal
              ? t(refusal.key, { titles: refusal.titles })
              : `${t('teach.saveFailed')} ${errorText(error)}`}
          </Alert.Description>
        </Alert.Root>
      ) : saved ? (
        <Text fontWeight="semibold">{t('teach.saved')}</Text>
      ) : null}
    </div>
  );
}
