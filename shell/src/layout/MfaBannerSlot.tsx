import { useAccess } from '@csan/shared-auth';
import { lazy, Suspense } from 'react';

// Only users with an MFA deadline see the banner: its code loads for them alone.
const MfaBanner = lazy(() => import('./MfaBanner'));

/**
 * Where the MFA deadline banner goes: shown to a signed-in user without a verified factor whose
 * deadline is today or later (hidden otherwise; a passed deadline means the lockout page).
 */
export function MfaBannerSlot() {
  const { status, loading, mfaState } = useAccess();
  if (status !== 'signed-in' || loading) return null;
  if (mfaState.kind !== 'normal' && mfaState.kind !== 'urgent') return null;
  return (
    <Suspense fallback={null}>
      <MfaBanner state={mfaState} />
    </Suspense>
  );
}
