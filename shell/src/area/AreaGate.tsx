import { type Area, areaAccess, refreshAccess, useAccess } from '@csan/shared-auth';
import { ErrorState, LoadingState } from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DenyRedirect } from '../guards/DenyRedirect';
import { LOGIN_PATH } from '../guards/decide';
import { SHELL_NS } from '../i18n/namespace';
import { AreaAccessPage } from './AreaAccessPage';

/**
 * An area host's page (`children`, one of the area remote's routes): it loads only for a user
 * whose flag allows it (spec section 6); everyone else gets a page saying how access is obtained. While the MFA facts are
 * unknown nobody is let in on a guess. The database refuses
 * the area's data by itself (RLS); this gate spares the others a page they cannot use.
 */
export function AreaGate({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const view = useAccess();
  const signedIn = view.status === 'signed-in';
  // Unknown MFA facts (a failed read) decide nothing: wait while they are retried, then deny
  // with a Retry, as the main site's route guards do (guards/decide.ts).
  if (view.loading || (signedIn && view.mfaCheck === 'retrying')) {
    return <LoadingState label={t('area.checking')} />;
  }
  if (signedIn && view.mfaCheck === 'failed') {
    return (
      <ErrorState
        title={t('guard.checkFailedTitle')}
        message={t('guard.checkFailed')}
        onRetry={() => void refreshAccess()}
      />
    );
  }
  // Signed in with a password only while a verified factor exists: finish at /login first.
  if (view.status === 'mfa-pending') return <DenyRedirect to={LOGIN_PATH} />;
  if (!signedIn) return <AreaAccessPage area={area} state="signed-out" />;
  // Signed in with a password only while a verified factor exists: finish at /login first.
  if (view.needsMfaStep) return <DenyRedirect to={LOGIN_PATH} />;
  const access = areaAccess(area, view);
  if (access !== 'granted') return <AreaAccessPage area={area} state={access} />;
  return children;
}
