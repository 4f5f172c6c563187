import { Alert } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

/** Spec: admins get free Corporate-tier access, no subscription or payment history. */
export function AdminNotice() {
  const { t } = useTranslation(NS);
  return (
    <Alert.Root status="info" colorPalette="brand" borderRadius="lg" p="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">{t('membership.admin.title')}</Alert.Title>
        <Alert.Description>{t('membership.admin.body')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
