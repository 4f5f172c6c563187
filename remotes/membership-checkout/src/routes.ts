import { ROUTE_PATHS as P } from '@csan/shared-auth/paths';
import type { RouteData } from '@csan/shared-auth/routes';

/**
 * This remote's pages: the tiers, the checkout and Paystack's return.
 * The shell reads them at run time from this remote's routes.json (written by its build from
 * this list), so a new page, guard or nav link here ships with this remote alone. The guard is
 * one of the shell's closed set; the database enforces the same rule on the data (RLS).
 */
export const ROUTES = [
  {
    path: P.membership,
    expose: 'MembershipPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    nav: {
      key: 'membership',
      header: 40,
      userMenu: 20,
      label: { en: 'Membership', fr: 'Adhésion', pt: 'Adesão', sw: 'Uanachama' },
    },
  },
  {
    path: P.checkout,
    expose: 'CheckoutPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    visits: ['/checkout?tier=Professional'],
  },
  {
    path: P.paymentCallback,
    expose: 'PaymentCallbackPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    visits: ['/payment-callback?status=free'],
  },
] as const satisfies readonly RouteData[];
