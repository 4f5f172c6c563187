/**
 * The dev provider's mobile money (Paystack's Charge API with `mobile_money: { phone, provider }`,
 * Ghana): what a charge does first and the test hooks that make its outcome deterministic.
 *
 * Test hooks, like Paystack's test numbers (README "Mobile money"):
 * - `0551234987`: the phone approves at once (success, `charge.success` webhook);
 * - `0551234988`: the phone declines at once (failed);
 * - `0551234989`: the phone never answers, the charge times out after MAGIC_TIMEOUT_MS;
 * - any other Ghana number waits for the simulated phone (`/_dev/paystack/phone`: Approve or
 *   Decline) until the stack's timeout (DEV_MOMO_TIMEOUT_MS, 120 s by default);
 * - Telecel Cash (`vod`) first asks for an OTP (`send_otp`), as the network does; the dev OTP is
 *   DEV_OTP, any other is refused and may be entered again.
 */

export const MOBILE_MONEY_PROVIDERS = ['mtn', 'vod', 'atl'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];

export const DEV_OTP = '123456';
export const MAGIC_PHONES = {
  approve: '0551234987',
  decline: '0551234988',
  timeout: '0551234989',
} as const;
/** How long the never-answering test number takes to time out. */
export const MAGIC_TIMEOUT_MS = 3_000;
export const DEFAULT_TIMEOUT_MS = 120_000;

/** What Paystack's verify says (`gateway_response`) when the phone declined or never answered. */
export const GATEWAY = {
  approvalPending: 'Please complete authorization process on your mobile phone',
  otpPending: 'Please enter the OTP sent to your phone',
  declined: 'Declined by the customer on the phone',
  timedOut: 'Transaction timed out',
} as const;

/** `0XXXXXXXXX`, `233XXXXXXXXX` or `+233 XX XXX XXXX` → `0XXXXXXXXX`; null when not Ghanaian. */
export function localGhanaNumber(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '');
  const match = /^(?:\+?233|0)([25]\d{8})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

export function providerOf(value: string): MobileMoneyProvider | null {
  const code = value.trim().toLowerCase();
  return (MOBILE_MONEY_PROVIDERS as readonly string[]).includes(code)
    ? (code as MobileMoneyProvider)
    : null;
}

/** Where a new charge stands and when it times out (ms after its start). */
export type FirstStep =
  | { status: 'success' | 'failed'; gatewayResponse: string }
  | { status: 'send_otp' | 'pending'; timeoutMs: number };

export function firstStep(
  provider: MobileMoneyProvider,
  phone: string,
  timeoutMs: number,
): FirstStep {
  if (phone === MAGIC_PHONES.approve) return { status: 'success', gatewayResponse: 'Approved' };
  if (phone === MAGIC_PHONES.decline)
    return { status: 'failed', gatewayResponse: GATEWAY.declined };
  const wait = phone === MAGIC_PHONES.timeout ? MAGIC_TIMEOUT_MS : timeoutMs;
  return { status: provider === 'vod' ? 'send_otp' : 'pending', timeoutMs: wait };
}
