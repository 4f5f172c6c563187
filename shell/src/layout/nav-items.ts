import { meetsTier } from '@csan/shared-auth';
import { labelIn } from '@csan/shared-auth/routes';
import type { LiveRoute } from '../routes/route-table';

/** One link of the chrome, from a route's `nav`: its path, its label in the page's language. */
export type NavItem = { value: string; to: string; label: string };

const itemOf = (route: LiveRoute, language: string | undefined): NavItem => ({
  value: `${route.remote}:${route.nav?.key ?? route.path}`,
  to: route.path,
  label: route.nav ? labelIn(route.nav.label, language) : route.path,
});

/** The header's top links (and the side panel's): the routes with a `header` place, in order. */
export function headerItems(routes: readonly LiveRoute[], language: string | undefined): NavItem[] {
  return routes
    .filter((r) => r.nav?.header !== undefined)
    .sort((a, b) => (a.nav?.header ?? 0) - (b.nav?.header ?? 0))
    .map((r) => itemOf(r, language));
}

/** Whether a signed-in member passes a route's guard (what the user menu offers them). */
function passes(route: LiveRoute, who: { tier: string | null; isAdmin: boolean }): boolean {
  const { guard } = route;
  switch (guard.kind) {
    case 'public':
    case 'signed-in':
      return true;
    case 'tier':
      return meetsTier(who.tier, guard.tier, who);
    case 'admin':
      return who.isAdmin;
    case 'area':
      return false;
  }
}

/**
 * The signed-in user menu's links: the routes with a `userMenu` place that this member passes
 * (My Account, Membership, Member Directory for everyone; Corporate Team and R&D Projects with
 * that tier; Admin and Analytics for admins — each as its route's guard says). Log out is not a
 * link and is added by the menu itself.
 */
export function userMenuItems(
  routes: readonly LiveRoute[],
  who: { tier: string | null; isAdmin: boolean },
  language: string | undefined,
): NavItem[] {
  return routes
    .filter((r) => r.nav?.userMenu !== undefined && passes(r, who))
    .sort((a, b) => (a.nav?.userMenu ?? 0) - (b.nav?.userMenu ?? 0))
    .map((r) => itemOf(r, language));
}
