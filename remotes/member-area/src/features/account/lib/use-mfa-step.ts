import { useSession } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshViewerAccess } from './refresh-access';

/** `/account?action=change-password` reopens "Change password" (after the MFA step). */
export const ACTION_PARAM = 'action';
export const CHANGE_PASSWORD_ACTION = 'change-password';

/**
 * Sends the member through the MFA step of /login and back to this page, `action` marking what
 * to reopen here. The session store is re-read first: once it knows the verified factor of
 * this aal1 session, the shell's route guard sends the member to /login itself, naming this
 * page (with `action`) in `?next=`. Only when it does not (no guard: the standalone harness)
 * does this navigate there.
 */
export function useThroughMfaStep(action: string | null): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(async () => {
    const params = new URLSearchParams(search);
    if (action) params.set(ACTION_PARAM, action);
    const query = params.toString();
    const here = `${pathname}${query ? `?${query}` : ''}`;
    navigate(here, { replace: true });
    await refreshViewerAccess();
    const { status, aal, access } = useSession.getState();
    const guardTakesOver =
      status === 'mfa-pending' ||
      (status === 'signed-in' && access.verifiedFactorId !== null && aal !== 'aal2');
    if (!guardTakesOver) navigate(paths.login({ next: here }));
  }, [action, navigate, pathname, search]);
}
