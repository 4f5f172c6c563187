import { useSession } from '@csan/shared-auth';

/** Who is looking at the library, as its tier check needs it. */
export type Viewer =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; tier: string | null; isAdmin: boolean };

/**
 * The viewer from the shared session store (profile tier and admin role, re-read on every auth
 * change). Signed in but not yet read = still loading, so a member never sees an upgrade
 * prompt for a moment before their tier arrives.
 */
export function useViewer(): Viewer {
  const status = useSession((s) => s.status);
  const hasUser = useSession((s) => Boolean(s.user));
  const loaded = useSession((s) => s.access.loaded);
  const isAdmin = useSession((s) => s.access.isAdmin);
  const tier = useSession((s) => s.access.profile?.membership_tier ?? null);
  if (status === 'loading') return { status: 'loading' };
  // A session owing its MFA code step (mfa-pending) is a visitor here.
  if (status !== 'signed-in' || !hasUser) return { status: 'signed-out' };
  if (!loaded) return { status: 'loading' };
  return { status: 'signed-in', tier, isAdmin };
}
