import { formatCedis } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/namespace';
import type { ServerReason } from './server-reason';

/** A translator bound to this remote's namespace: `t(key, values)`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

type Params = ServerReason['params'];
type Context = { t: Translate; language: string };

/**
 * How a code is shown: a key of this remote's catalogs, and the values it interpolates built
 * from the server's params (null = the params are unusable, show the server's text instead).
 * `generic` = a failure with nothing to tell the member: the page's generic text is shown.
 */
type Entry =
  | {
      key: string;
      values?: (params: Params, context: Context) => Record<string, string | number> | null;
    }
  | 'generic';

/** A tier name as the server sends it ('Corporate'), in the reader's language. */
const tierValue = (params: Params, { t }: Context) =>
  typeof params.tier === 'string' && params.tier
    ? { tier: t(`tiers.${params.tier}`, { defaultValue: params.tier }) }
    : null;

/** The seats a member's teams use (`used`), as the count the text is worded for. */
const seatsValue = (params: Params) =>
  typeof params.used === 'number' && Number.isInteger(params.used) && params.used > 0
    ? { count: params.used }
    : null;

/** The codes of edge-functions/_shared/reasons.ts that the checkout and callback pages show. */
export const REASON_TEXT: Readonly<Record<string, Entry>> = {
  discount_applied: { key: 'serverReasons.discount_applied' },
  discount_invalid: { key: 'serverReasons.discount_invalid' },
  discount_inactive: { key: 'serverReasons.discount_inactive' },
  discount_expired: { key: 'serverReasons.discount_expired' },
  discount_usage_limit: { key: 'serverReasons.discount_usage_limit' },
  discount_member_limit: { key: 'serverReasons.discount_member_limit' },
  discount_wrong_tier: { key: 'serverReasons.discount_wrong_tier', values: tierValue },
  discount_min_purchase: {
    key: 'serverReasons.discount_min_purchase',
    values: (params, { language }) =>
      typeof params.min_purchase_cents === 'number' &&
      Number.isInteger(params.min_purchase_cents) &&
      params.min_purchase_cents >= 0
        ? { amount: formatCedis(params.min_purchase_cents, language) }
        : null,
  },
  discount_code_required: { key: 'serverReasons.discount_code_required' },
  discount_checks_limited: { key: 'serverReasons.discount_checks_limited' },
  tier_required: { key: 'serverReasons.tier_required' },
  amount_invalid: { key: 'serverReasons.amount_invalid' },
  team_size_whole: { key: 'checkout.teamSizeWhole' },
  team_size_too_large: { key: 'serverReasons.team_size_too_large' },
  team_size_min: {
    key: 'checkout.teamSizeMin',
    values: (params) =>
      typeof params.min === 'number' && Number.isInteger(params.min) ? { count: params.min } : null,
  },
  pricing_unavailable: { key: 'serverReasons.pricing_unavailable', values: tierValue },
  email_required: { key: 'serverReasons.email_required' },
  admin_free_access: { key: 'checkout.adminNotice' },
  total_changed: {
    key: 'serverReasons.total_changed',
    values: (params, { language }) =>
      typeof params.total_cents === 'number' &&
      Number.isInteger(params.total_cents) &&
      params.total_cents >= 0
        ? { amount: formatCedis(params.total_cents, language) }
        : null,
  },
  team_size_below_seats: { key: 'serverReasons.team_size_below_seats', values: seatsValue },
  tier_below_seats: {
    key: 'serverReasons.tier_below_seats',
    values: (params, context) => {
      const seats = seatsValue(params);
      const tier = tierValue(params, context);
      return seats && tier ? { ...seats, ...tier } : null;
    },
  },
  mfa_required: { key: 'serverReasons.mfa_required' },
  // The page always sends the confirmed total; a client that did not gets the generic text.
  total_required: 'generic',
  sign_in_required: { key: 'serverReasons.sign_in_required' },
  payment_not_found: { key: 'serverReasons.payment_not_found' },
  payment_declined: { key: 'serverReasons.payment_declined' },
  payment_reference_invalid: { key: 'paymentCallback.invalidReference' },
  payment_provider_unreachable: { key: 'serverReasons.payment_provider_unreachable' },
  payment_init_failed: 'generic',
  payment_pending: { key: 'serverReasons.payment_pending' },
  payment_timed_out: { key: 'serverReasons.payment_timed_out' },
  payment_otp_invalid: { key: 'serverReasons.payment_otp_invalid' },
  phone_invalid: { key: 'serverReasons.phone_invalid' },
  mobile_money_provider_invalid: { key: 'serverReasons.mobile_money_provider_invalid' },
  invalid_body: 'generic',
  method_not_allowed: 'generic',
  internal_error: 'generic',
};

/**
 * The text for a server's reason in the reader's language: the code's translation (values
 * interpolated), else the server's own message (a code this build does not know yet), else
 * `fallback`, the spec's generic failure text ('Failed to validate code', ...).
 */
export function reasonText(
  reason: ServerReason | null,
  fallback: string,
  context: Context,
): string {
  const entry =
    reason?.code && Object.hasOwn(REASON_TEXT, reason.code) ? REASON_TEXT[reason.code] : undefined;
  if (entry === 'generic') return fallback;
  if (entry && reason) {
    const values = entry.values ? entry.values(reason.params, context) : {};
    if (values) return context.t(entry.key, values);
  }
  return reason?.message ?? fallback;
}

/** `reasonText` with this remote's translator and the current language. */
export function useReasonText(): (reason: ServerReason | null, fallback: string) => string {
  const { t, i18n } = useTranslation(NS);
  const context: Context = { t: (key, values) => t(key, values ?? {}), language: i18n.language };
  return (reason, fallback) => reasonText(reason, fallback, context);
}
