import { z } from 'zod';
import { ghanaMobileNumber, isMobileMoneyNetwork } from './mobile-money';

export type CheckoutMessages = { whole: string; min: string; network: string; phone: string };

/**
 * The checkout form: a Corporate team of at least `minimum` members (whole
 * numbers only) and a discount code, upper-cased. Other tiers carry no team size.
 * Paying by mobile money also needs the network and a Ghana mobile number (made `0XXXXXXXXX`);
 * paying by card ignores both.
 */
export function checkoutSchema(corporate: boolean, minimum: number, messages: CheckoutMessages) {
  const teamSize = corporate
    ? z
        .string()
        .trim()
        .regex(/^\d+$/, messages.whole)
        .transform(Number)
        .pipe(z.number().int().min(minimum, messages.min))
    : z.string().transform(() => 1);
  return z
    .object({
      teamSize,
      discountCode: z.string().transform((code) => code.trim().toUpperCase()),
      method: z.enum(['card', 'mobile_money']),
      network: z.string(),
      phone: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.method !== 'mobile_money') return;
      if (!isMobileMoneyNetwork(values.network))
        ctx.addIssue({ code: 'custom', path: ['network'], message: messages.network });
      if (!ghanaMobileNumber(values.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.phone });
    })
    .transform(({ network, phone, ...order }) => {
      const local = ghanaMobileNumber(phone);
      return order.method === 'mobile_money' && isMobileMoneyNetwork(network) && local
        ? { ...order, mobileMoney: { provider: network, phone: local } }
        : { ...order, mobileMoney: null };
    });
}

export type CheckoutInput = z.input<ReturnType<typeof checkoutSchema>>;
export type CheckoutValues = z.output<ReturnType<typeof checkoutSchema>>;
