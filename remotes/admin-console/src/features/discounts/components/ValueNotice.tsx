import { Alert } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { ValueWarning } from '../rules/discount-value';

/** The notice under a high percentage: high value (50 to below 100) or free order (100). */
export function ValueNotice({ warning }: { warning: ValueWarning }) {
  const { t } = useTranslation(NS);
  return (
    <Alert.Root status={warning === 'freeOrder' ? 'error' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`discounts.warnings.${warning}.title`)}</Alert.Title>
        <Alert.Description>{t(`discounts.warnings.${warning}.body`)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
