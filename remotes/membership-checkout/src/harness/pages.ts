import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: '/membership',
    title: 'MembershipPage',
    Page: lazy(() => import('../features/membership/MembershipPage')),
  },
  {
    path: '/checkout',
    title: 'CheckoutPage',
    Page: lazy(() => import('../features/checkout/CheckoutPage')),
  },
  {
    path: '/payment-callback',
    title: 'PaymentCallbackPage',
    Page: lazy(() => import('../features/payment-callback/PaymentCallbackPage')),
  },
];
