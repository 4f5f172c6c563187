/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`membership_checkout/<Page>`).
 */
export const EXPOSES = {
  './MembershipPage': './src/features/membership/MembershipPage.tsx',
  './CheckoutPage': './src/features/checkout/CheckoutPage.tsx',
  './PaymentCallbackPage': './src/features/payment-callback/PaymentCallbackPage.tsx',
} as const;
