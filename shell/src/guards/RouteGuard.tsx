import { useAccess } from '@csan/shared-auth';
import { LoadingState } from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import type { RouteAccess } from '../routes/paths';
import { DenyRedirect } from './DenyRedirect';
import { decideAccess } from './decide';

/**
 * Renders `children` (a remote page) only once access is granted: while the answer loads a
 * loading state shows, and a denied visitor is redirected without the page's code ever being
 * requested.
 */
export function RouteGuard({ access, children }: { access?: RouteAccess; children: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const decision = decideAccess(access, useAccess());
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'loading': {
      const label = access?.kind === 'admin' && access.loadingLabel;
      return <LoadingState label={label ? t(label) : undefined} />;
    }
    case 'redirect':
      return <DenyRedirect to={decision.to} notice={decision.notice} />;
  }
}
