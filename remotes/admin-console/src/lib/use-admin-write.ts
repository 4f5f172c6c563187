import { useSession } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { toaster } from '@csan/shared-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NS } from '../i18n/namespace';

/**
 * Admin writes need an aal2 session: the database refuses them at aal1 (RLS filters the row
 * away, procedures raise, functions answer 403). `ready()` is asked before each write: at aal2
 * it is true; otherwise the admin is sent through the MFA step of /login and back to this
 * tab (search and page kept), or, without an authenticator yet, to the account page to set one
 * up, with a toast saying why. Never a raw database error.
 */
export function useAdminWrite(): { ready: () => boolean } {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ready = useCallback(() => {
    const { aal, access } = useSession.getState();
    if (aal === 'aal2') return true;
    if (access.verifiedFactorId !== null) {
      toaster.info({ title: t('admin.aal.verify') });
      navigate(paths.login({ next: `${pathname}${search}` }));
    } else {
      toaster.info({ title: t('admin.aal.setUp') });
      navigate(paths.account());
    }
    return false;
  }, [navigate, pathname, search, t]);
  return { ready };
}
