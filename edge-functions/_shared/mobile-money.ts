import { z } from 'zod';

/**
 * Ghana mobile money through Paystack's Charge API: its provider codes (`mtn` MTN MoMo, `vod`
 * Telecel Cash, formerly Vodafone, `atl` AirtelTigo Money) and the wallet's number. A number is
 * checked as Ghanaian (0XXXXXXXXX, 233XXXXXXXXX or +233XXXXXXXXX, a mobile range 02x/05x), not
 * against the network: numbers keep their prefix when they move network (portability since
 * 2011), so the member's choice of network is what Paystack is told.
 */
export const MOBILE_MONEY_PROVIDERS = ['mtn', 'vod', 'atl'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];

export const INVALID_PHONE = 'Enter a Ghana mobile number, like 024 123 4567';
export const INVALID_PROVIDER = 'Choose a mobile money network';

const GHANA_MOBILE = /^(?:\+?233|0)([25]\d{8})$/;

/** The number as Paystack takes it (`0XXXXXXXXX`), or null when it is not a Ghana mobile. */
export function ghanaMobileNumber(input: string): string | null {
  const match = GHANA_MOBILE.exec(input.replace(/[\s().-]/g, ''));
  return match ? `0${match[1]}` : null;
}

export const mobileMoneyInput = z.object({
  provider: z.enum(MOBILE_MONEY_PROVIDERS, { error: INVALID_PROVIDER }),
  phone: z
    .string({ error: INVALID_PHONE })
    .max(25, INVALID_PHONE)
    .transform((phone, ctx) => {
      const local = ghanaMobileNumber(phone);
      if (!local) {
        ctx.addIssue({ code: 'custom', message: INVALID_PHONE });
        return z.NEVER;
      }
      return local;
    }),
});

/** What a charge asks for next, as the portal acts on it. */
export type ChargeStep = 'send_otp' | 'pending' | 'success' | 'failed';

/** Paystack's Charge API `data.status` → the step (pay_offline = approve on the phone). */
export function chargeStep(status: string): ChargeStep {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'send_otp') return 'send_otp';
  return 'pending';
}
