import { useAccess } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * On /mfa-lockout: once the member's lockout lifts while the page is open (an admin extended or
 * reset the deadline; shared-auth's followOwnDeadline re-reads the access live), the member is
 * taken to /account, where the banner shows the new deadline and the authenticator is set up.
 * Only a lockout seen on this page lifts it: a visitor who opened the page unlocked stays.
 */
export function LeaveWhenLifted() {
  const { status, loading, mfaState, mfaCheck } = useAccess();
  const navigate = useNavigate();
  const wasLocked = useRef(false);
  const known = status === 'signed-in' && !loading && mfaCheck === 'ok';
  useEffect(() => {
    if (!known) return;
    if (mfaState.kind === 'locked') wasLocked.current = true;
    else if (wasLocked.current) navigate(paths.account(), { replace: true });
  }, [known, mfaState.kind, navigate]);
  return null;
}
