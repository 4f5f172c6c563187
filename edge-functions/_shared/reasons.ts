/**
 * Stable machine codes for the messages the payment functions give members
 * (validate-discount-code, initialize-payment, verify-payment). Every answer keeps
 * its English `message`/`error` verbatim for API clients and the spec; the portal
 * translates by `code` and interpolates `params` (amounts in pesewas, tier names
 * as stored), falling back to the English text for a code it does not know.
 *
 * Refusals raised in SQL (discount_refusal via validate/redeem_discount_code,
 * create_order, quote_order, order_seat_refusal, compute_order_price) reach the functions as text only, so they
 * are recognised here by their exact wording. The function tests assert a code
 * for every one of them: a reworded SQL message fails a test instead of quietly
 * losing its translation.
 */

export const REASON_CODES = [
  // Discount codes (validate_discount_code / redeem_discount_code, and the request schema).
  'discount_applied',
  'discount_invalid',
  'discount_inactive',
  'discount_expired',
  'discount_usage_limit',
  'discount_member_limit',
  'discount_wrong_tier',
  'discount_min_purchase',
  'discount_code_required',
  'discount_checks_limited',
  // The order (request schemas, create_order, compute_order_price).
  'tier_required',
  'amount_invalid',
  'team_size_whole',
  'team_size_too_large',
  'team_size_min',
  'pricing_unavailable',
  'email_required',
  'admin_free_access',
  'total_required',
  'total_changed',
  'team_size_below_seats',
  'tier_below_seats',
  // Payment outcome (verify-payment).
  'payment_success',
  'payment_not_completed',
  'payment_declined',
  'payment_amount_mismatch',
  'payment_not_found',
  'payment_reference_invalid',
  'payment_provider_unreachable',
  'payment_init_failed',
  // Mobile money (initialize-payment, submit-payment-otp, verify-payment).
  'payment_pending',
  'payment_timed_out',
  'payment_otp_invalid',
  'phone_invalid',
  'mobile_money_provider_invalid',
  // Any function.
  'sign_in_required',
  'mfa_required',
  'invalid_body',
  'method_not_allowed',
  'internal_error',
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

/** Values a translated message interpolates (`tier`, `min_purchase_cents`, `min`). */
export type ReasonParams = Readonly<Record<string, string | number>>;

export type Reason = {
  code: ReasonCode;
  params?: ReasonParams;
};

const EXACT: ReadonlyMap<string, ReasonCode> = new Map(
  Object.entries({
    'Discount code applied': 'discount_applied',
    'Invalid discount code': 'discount_invalid',
    'This discount code is no longer active': 'discount_inactive',
    'This discount code has expired': 'discount_expired',
    'This discount code has reached its usage limit': 'discount_usage_limit',
    'You have already used this discount code': 'discount_member_limit',
    'Enter a discount code': 'discount_code_required',
    'Too many discount code checks. Please try again in a few minutes.': 'discount_checks_limited',
    'Choose a membership tier': 'tier_required',
    'Amount must be a whole number of pesewas': 'amount_invalid',
    'Team size must be a whole number': 'team_size_whole',
    'Team size is too large': 'team_size_too_large',
    'Your account needs an e-mail address to pay': 'email_required',
    'Admins have free access to all features': 'admin_free_access',
    'Payment successful! Your subscription is now active': 'payment_success',
    'Payment was not completed': 'payment_not_completed',
    'The payment was declined': 'payment_declined',
    'The amount paid does not match the order': 'payment_amount_mismatch',
    'Payment not found': 'payment_not_found',
    'Invalid payment reference': 'payment_reference_invalid',
    'Could not reach the payment provider. Please try again.': 'payment_provider_unreachable',
    'Failed to initialize payment': 'payment_init_failed',
    'Waiting for you to approve the payment on your phone': 'payment_pending',
    'The approval on your phone timed out': 'payment_timed_out',
    'The code was not accepted. Check it and try again.': 'payment_otp_invalid',
    'Enter a Ghana mobile number, like 024 123 4567': 'phone_invalid',
    'Choose a mobile money network': 'mobile_money_provider_invalid',
    'Please sign in to continue': 'sign_in_required',
    'Verify your authenticator code (MFA) in this session to continue': 'mfa_required',
    'Confirm the total you are paying': 'total_required',
    'Request body must be JSON': 'invalid_body',
    'Invalid request body': 'invalid_body',
    'Method not allowed': 'method_not_allowed',
    'Internal error': 'internal_error',
  } satisfies Record<string, ReasonCode>),
);

/** `GHS 1000.00` as discount_refusal writes it (to_char FM999999990.00) → pesewas. */
function pesewas(whole: string, fraction: string): number {
  return Number(whole) * 100 + Number(fraction);
}

const PATTERNS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => Reason]> = [
  [
    /^This discount code is not valid for the (.+) tier$/,
    (m) => ({ code: 'discount_wrong_tier', params: { tier: m[1] ?? '' } }),
  ],
  [
    /^A minimum purchase of GHS (\d+)\.(\d{2}) is required for this code$/,
    (m) => ({
      code: 'discount_min_purchase',
      params: { min_purchase_cents: pesewas(m[1] ?? '0', m[2] ?? '0') },
    }),
  ],
  [
    /^Team size must be at least (\d+)$/,
    (m) => ({ code: 'team_size_min', params: { min: Number(m[1]) } }),
  ],
  [
    /^The total is now GHS (\d+)\.(\d{2}): review your order before paying$/,
    (m) => ({
      code: 'total_changed',
      params: { total_cents: pesewas(m[1] ?? '0', m[2] ?? '0') },
    }),
  ],
  [
    /^Your teams use (\d+) seats: choose a team size of at least \d+ or remove people from your teams first$/,
    (m) => ({ code: 'team_size_below_seats', params: { used: Number(m[1]) } }),
  ],
  [
    /^Your teams use (\d+) Corporate seats: remove people from your teams before choosing the (.+) tier$/,
    (m) => ({ code: 'tier_below_seats', params: { used: Number(m[1]), tier: m[2] ?? '' } }),
  ],
  [
    /^No active pricing for tier (.+)$/,
    (m) => ({ code: 'pricing_unavailable', params: { tier: m[1] ?? '' } }),
  ],
];

/** The code (and values) behind a member-facing message, or null for one not catalogued. */
export function reasonOf(message: string): Reason | null {
  const exact = EXACT.get(message);
  if (exact) return { code: exact };
  for (const [pattern, toReason] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return toReason(match);
  }
  return null;
}
