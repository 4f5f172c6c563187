import { refreshAccess, useAccess } from '@csan/shared-auth';
import { ErrorState, LoadingState } from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import type { RouteAccess } from '../routes/paths';
import { DenyRedirect } from './DenyRedirect';
import { decideAccess } from './decide';

/**
 * Renders `children` (a remote page) only once access is granted: while the answer loads a
 * loading state shows, a check that failed even after its retries shows a denial with Retry,
 * and a denied visitor is redirected without the page's code ever being requested. A redirect
 * to /login names this page (`?next=`) so signing in returns here.
 */
export function RouteGuard({ access, children }: { access?: RouteAccess; children: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const { pathname, search } = useLocation();
  const decision = decideAccess(access, useAccess(), `${pathname}${search}`);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'loading': {
      const label = access?.kind === 'admin' && access.loadingLabel;
      return <LoadingState label={label ? t(label) : undefined} />;
    }
    case 'unverified':
      return (
        <ErrorState
          title={t('guard.checkFailedTitle')}
          message={t('guard.checkFailed')}
          onRetry={() => void refreshAccess()}
        />
      );
    case 'redirect':
      return <DenyRedirect to={decision.to} notice={decision.notice} />;
  }
}
