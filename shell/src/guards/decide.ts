import { type AccessView, meetsTier, type Tier } from '@csan/shared-auth';
import type { RouteAccess } from '../routes/paths';

/** What a denied visitor is told (a toast), as a shell-namespace key and its values. */
export type GuardNotice = { key: 'guard.tierRequired'; tier: Tier } | { key: 'guard.adminOnly' };

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; notice?: GuardNotice };

export type GuardView = Pick<
  AccessView,
  'loading' | 'status' | 'tier' | 'isAdmin' | 'needsMfaStep'
>;

export const LOGIN_PATH = '/login';
const MEMBERSHIP_PATH = '/membership';
const HOME_PATH = '/';

/**
 * The access guard (spec section 4 "Access guards", section 6; content spec section 6 for
 * admin pages). It waits while the session or access information loads, so the page never
 * shows before the answer. A session that still owes its MFA step (aal1 with a verified factor)
 * is sent back to /login to finish signing in. The tier guard, like the spec's, denies a
 * visitor who is not signed in the same way as a too-low tier: toast and /membership, where
 * the tiers and the sign-in button are.
 */
export function decideAccess(access: RouteAccess | undefined, view: GuardView): GuardDecision {
  if (!access) return { kind: 'allow' };
  if (view.loading) return { kind: 'loading' };
  const signedIn = view.status === 'signed-in';
  if (signedIn && view.needsMfaStep) return { kind: 'redirect', to: LOGIN_PATH };
  switch (access.kind) {
    case 'signed-in':
      return signedIn ? { kind: 'allow' } : { kind: 'redirect', to: LOGIN_PATH };
    case 'tier':
      return signedIn && meetsTier(view.tier, access.tier, { isAdmin: view.isAdmin })
        ? { kind: 'allow' }
        : {
            kind: 'redirect',
            to: MEMBERSHIP_PATH,
            notice: { key: 'guard.tierRequired', tier: access.tier },
          };
    case 'admin':
      if (!signedIn) return { kind: 'redirect', to: access.signedOutTo ?? LOGIN_PATH };
      return view.isAdmin
        ? { kind: 'allow' }
        : { kind: 'redirect', to: HOME_PATH, notice: { key: 'guard.adminOnly' } };
  }
}
