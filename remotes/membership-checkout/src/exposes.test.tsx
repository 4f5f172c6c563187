import { describeExposedPages } from '@csan/shared-ui/testing';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

const PAGES = [
  {
    name: 'MembershipPage',
    load: () => import('./features/membership/MembershipPage'),
    key: 'membership.title',
  },
  {
    name: 'CheckoutPage',
    load: () => import('./features/checkout/CheckoutPage'),
    key: 'checkout.title',
  },
  {
    name: 'PaymentCallbackPage',
    load: () => import('./features/payment-callback/PaymentCallbackPage'),
    // Without a reference the page opens on its error state.
    key: 'paymentCallback.error',
  },
];

describeExposedPages('membership-checkout', EXPOSES, { en, fr, pt, sw }, PAGES);
