import { loadSupabase } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { toaster } from '@csan/shared-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import { forgetMemberData } from '../offline/connection';

function messageOf(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string')
    return error.message || null;
  return null;
}

/**
 * Log out ends the session and goes to /, toasting 'Logged out
 * successfully'; a failure shows the error's message or 'Failed to log out'. On an area host
 * the home page is the area's own.
 */
export function useLogOut(): () => Promise<void> {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const client = await loadSupabase();
      const { error } = await client.auth.signOut();
      // The offline worker deletes every member's kept data on this device, even when the
      // server could not be told (the session ends here all the same).
      forgetMemberData();
      if (error) throw error;
      navigate(paths.home());
      toaster.success({ title: t('userMenu.loggedOut') });
    } catch (error) {
      toaster.error({ title: messageOf(error) ?? t('userMenu.logOutFailed') });
    }
  }, [navigate, t]);
}
