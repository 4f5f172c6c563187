import type { User } from '@supabase/supabase-js';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNLOADED_ACCESS, useSession } from './session-store';
import { memberProfile } from './testing/access-backend';
import { useAccess } from './use-access';

const today = new Date('2026-03-10T12:00:00Z');

afterEach(() =>
  useSession.setState({
    status: 'loading',
    session: null,
    user: null,
    aal: null,
    access: UNLOADED_ACCESS,
  }),
);

function signedIn(access: Partial<typeof UNLOADED_ACCESS>, aal: 'aal1' | 'aal2' = 'aal1') {
  useSession.setState({
    status: 'signed-in',
    user: { id: 'u1' } as User,
    aal,
    access: { ...UNLOADED_ACCESS, loaded: true, profile: memberProfile, ...access },
  });
}

describe('useAccess', () => {
  it('is loading until the signed-in user access arrived', () => {
    useSession.setState({ status: 'signed-in', user: { id: 'u1' } as User });
    expect(renderHook(() => useAccess(today)).result.current.loading).toBe(true);
    signedIn({});
    expect(renderHook(() => useAccess(today)).result.current).toMatchObject({
      loading: false,
      tier: 'Professional',
      isAdmin: false,
    });
  });

  it('derives the MFA deadline state and the owed MFA step', () => {
    signedIn({ mfaDeadline: '2026-03-11' });
    expect(renderHook(() => useAccess(today)).result.current).toMatchObject({
      mfaState: { kind: 'urgent', daysLeft: 1 },
      hasVerifiedFactor: false,
      needsMfaStep: false,
    });
    signedIn({ mfaDeadline: '2026-03-01', verifiedFactorId: 'f1' });
    expect(renderHook(() => useAccess(today)).result.current).toMatchObject({
      mfaState: { kind: 'hidden' },
      needsMfaStep: true,
    });
    signedIn({ verifiedFactorId: 'f1' }, 'aal2');
    expect(renderHook(() => useAccess(today)).result.current.needsMfaStep).toBe(false);
  });

  it('reports no tier for an empty or unknown membership_tier', () => {
    signedIn({ profile: { ...memberProfile, membership_tier: '' } });
    expect(renderHook(() => useAccess(today)).result.current.tier).toBeNull();
  });

  it('passes on an unknown MFA check; a signed-out visitor has nothing to check', () => {
    signedIn({ mfaCheck: 'retrying' });
    expect(renderHook(() => useAccess(today)).result.current).toMatchObject({
      mfaCheck: 'retrying',
      mfaState: { kind: 'hidden' },
      needsMfaStep: false,
    });
    signedIn({});
    expect(renderHook(() => useAccess(today)).result.current.mfaCheck).toBe('ok');
    useSession.setState({ status: 'signed-out', user: null, access: UNLOADED_ACCESS });
    expect(renderHook(() => useAccess(today)).result.current.mfaCheck).toBe('ok');
  });
});
