import { z } from 'zod';

export type CheckoutMessages = { whole: string; min: string };

/**
 * The checkout form: a Corporate team of at least `minimum` members (whole
 * numbers only) and a discount code, upper-cased. Other tiers carry no team size.
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
  return z.object({
    teamSize,
    discountCode: z.string().transform((code) => code.trim().toUpperCase()),
  });
}

export type CheckoutInput = z.input<ReturnType<typeof checkoutSchema>>;
export type CheckoutValues = z.output<ReturnType<typeof checkoutSchema>>;
