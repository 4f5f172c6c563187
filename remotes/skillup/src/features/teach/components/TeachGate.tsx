import { Alert, LoadingState } from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useCanTeach } from '../../../lib/can-teach';

/**
 * The authoring pages' content for instructors and admins; others are told who writes courses.
 * Only a mirror: a member without the role could send the same writes and RLS would refuse them.
 */
export function TeachGate({ children }: { children: () => ReactNode }) {
  const { t } = useTranslation(NS);
  const { loading, canTeach } = useCanTeach();
  if (loading) return <LoadingState />;
  if (!canTeach) {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Description data-testid="teach-refused">{t('teach.notEditor')}</Alert.Description>
      </Alert.Root>
    );
  }
  return <>{children()}</>;
}
