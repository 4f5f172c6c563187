/**
 * Mobile money at checkout (issue 27 item 3): Paystack's Ghana networks and the number check the
 * page makes before asking the server (initialize-payment checks again, with the same rule, in
 * edge-functions/_shared/mobile-money.ts). The network is the member's choice, never guessed
 * from the prefix: Ghana numbers keep their prefix when they move network.
 */
export const MOBILE_MONEY_NETWORKS = ['mtn', 'vod', 'atl'] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];

export function isMobileMoneyNetwork(value: string): value is MobileMoneyNetwork {
  return (MOBILE_MONEY_NETWORKS as readonly string[]).includes(value);
}

const GHANA_MOBILE = /^(?:\+?233|0)([25]\d{8})$/;

/** `024 123 4567`, `+233 24 123 4567`, `233241234567` → `0241234567`; null when not a Ghana mobile. */
export function ghanaMobileNumber(input: string): string | null {
  const match = GHANA_MOBILE.exec(input.replace(/[\s().-]/g, ''));
  return match ? `0${match[1]}` : null;
}

/** How the member pays: Paystack's card page, or a prompt on their phone. */
export type PaymentMethod = 'card' | 'mobile_money';
