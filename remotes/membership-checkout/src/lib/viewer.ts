import { useSession } from '@csan/shared-auth';

/** Who is looking at the page, as these pages need it. */
export type Viewer =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; userId: string; isAdmin: boolean };

/**
 * The viewer from the shared session store, which re-reads the admin role (has_role, the check
 * RLS uses) on every auth change. Signed in but not yet read = still loading, so an admin never
 * sees a member's page for a moment; a failed read counts as "not admin" (spec: failed access
 * checks deny access).
 */
export function useViewer(): Viewer {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  const loaded = useSession((s) => s.access.loaded);
  const isAdmin = useSession((s) => s.access.isAdmin);
  if (status === 'loading') return { status: 'loading' };
  // A session owing its MFA code step (mfa-pending) is a visitor here.
  if (status !== 'signed-in' || !userId) return { status: 'signed-out' };
  if (!loaded) return { status: 'loading' };
  return { status: 'signed-in', userId, isAdmin };
}
