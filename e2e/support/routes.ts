/**
 * Every route of the shell's route table and the sub-routes remotes own under theirs (one page
 * each), for the journeys that open them all (every-route, accessibility).
 */
export const ROUTES = [
  '/',
  '/about',
  '/pillars',
  '/privacy',
  '/terms',
  '/membership',
  '/checkout?tier=Professional',
  '/payment-callback?status=free',
  '/resources',
  '/resources/e2e-item',
  '/rd-services',
  '/products',
  '/login',
  '/mfa-lockout',
  '/account',
  '/member-directory',
  '/member-directory/e2e-item',
  '/corporate-team',
  '/rd-projects',
  '/rd-projects/e2e-item',
  // The admin dashboard's tabs (its own routes under /admin/*).
  '/admin',
  '/admin/rd',
  '/admin/waitlist',
  '/admin/users',
  '/admin/users/mfa-support',
  '/admin/subscriptions',
  '/admin/revenue',
  '/admin/pricing',
  '/admin/discounts',
  '/admin/audit',
  '/analytics',
] as const;
