import { isMfaCheckSkipped, useAccess } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { LoadingState } from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';

export const MFA_LOCKOUT_PATH = paths.mfaLockout();

/**
 * A signed-in user whose MFA deadline has passed without a verified factor is
 * sent to /mfa-lockout from every path but the skipped ones. On checked paths a signed-in
 * user's page waits for the access information, so a locked-out user never sees one first.
 * Signed-out visitors are not held: the check only concerns sessions. When the MFA facts could
 * not be read (mfaCheck not `ok`) nobody is locked out on a guess and public pages stay open:
 * the route guards of member pages wait or deny until the facts are known.
 */
export function MfaEnforcement({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const { status, loading, mfaState } = useAccess();
  if (isMfaCheckSkipped(pathname) || status === 'signed-out') return children;
  if (loading) return <LoadingState label={t('guard.verifying')} />;
  if (mfaState.kind === 'locked') return <Navigate to={MFA_LOCKOUT_PATH} replace />;
  return children;
}
