import { ROUTE_PATHS } from '@csan/shared-auth/paths';
import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: ROUTE_PATHS.membership,
    title: 'MembershipPage',
    Page: lazy(() => import('../features/membership/MembershipPage')),
  },
  {
    path: ROUTE_PATHS.checkout,
    title: 'CheckoutPage',
    Page: lazy(() => import('../features/checkout/CheckoutPage')),
  },
  {
    path: ROUTE_PATHS.paymentCallback,
    title: 'PaymentCallbackPage',
    Page: lazy(() => import('../features/payment-callback/PaymentCallbackPage')),
  },
];
