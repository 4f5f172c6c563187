import {
  type AccessView,
  LOGIN_PATH,
  meetsTier,
  RETURN_PARAM,
  safeReturnPath,
  type Tier,
} from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import type { RouteAccess } from '../routes/paths';

/** What a denied visitor is told (a toast), as a shell-namespace key and its values. */
export type GuardNotice =
  | { key: 'guard.tierRequired'; tier: Tier }
  | { key: 'guard.adminOnly' }
  /** Titled 'Access Denied' (the spec's corporate team dashboard refusal). */
  | { key: 'guard.corporateTeamRequired' };

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  /** The MFA facts could not be read even after retries: denied, with a way to retry. */
  | { kind: 'unverified' }
  | { kind: 'redirect'; to: string; notice?: GuardNotice };

export type GuardView = Pick<
  AccessView,
  'loading' | 'status' | 'tier' | 'isAdmin' | 'needsMfaStep' | 'mfaCheck'
>;

export { LOGIN_PATH };

/**
 * The access guard. It waits while the session or access information loads, so the page never
 * shows before the answer. Failed access checks deny access: while the MFA facts of a signed-in
 * user are unknown (a failed read being retried) it keeps waiting, and once the retries ran out
 * it denies with a Retry. A session that still owes its MFA step (aal1 with a verified factor)
 * is sent to /login to finish signing in, and a signed-out visitor to /login to sign in; both
 * carry `from` (the blocked path, `?next=`) so /login returns there afterwards. The tier guard,
 * like the spec's, denies a visitor who is not signed in the same way as a too-low tier: toast
 * and /membership, where the tiers and the sign-in button are.
 */
export function decideAccess(
  access: RouteAccess | undefined,
  view: GuardView,
  from: string | null = null,
): GuardDecision {
  if (!access) return { kind: 'allow' };
  if (view.loading) return { kind: 'loading' };
  const signedIn = view.status === 'signed-in';
  if (signedIn && view.mfaCheck === 'retrying') return { kind: 'loading' };
  if (signedIn && view.mfaCheck === 'failed') return { kind: 'unverified' };
  const toLogin = paths.login({ next: from });
  if (view.status === 'mfa-pending' || (signedIn && view.needsMfaStep)) {
    return { kind: 'redirect', to: toLogin };
  }
  switch (access.kind) {
    case 'signed-in':
      return signedIn ? { kind: 'allow' } : { kind: 'redirect', to: toLogin };
    case 'tier':
      return signedIn && meetsTier(view.tier, access.tier, { isAdmin: view.isAdmin })
        ? { kind: 'allow' }
        : {
            kind: 'redirect',
            to: paths.membership(),
            notice: access.denied
              ? { key: access.denied }
              : { key: 'guard.tierRequired', tier: access.tier },
          };
    case 'admin':
      if (!signedIn) {
        const to = access.signedOutTo ? withNext(access.signedOutTo, from) : toLogin;
        return { kind: 'redirect', to };
      }
      return view.isAdmin
        ? { kind: 'allow' }
        : { kind: 'redirect', to: paths.home(), notice: { key: 'guard.adminOnly' } };
  }
}

/** `path?next=from` (the analytics page's /auth keeps the way back, as /login does). */
function withNext(path: string, from: string | null): string {
  const next = safeReturnPath(from);
  if (!next || next === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [RETURN_PARAM]: next })}`;
}
