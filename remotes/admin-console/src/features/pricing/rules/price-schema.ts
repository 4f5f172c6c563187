import { z } from 'zod';

/**
 * A price typed in pesewas: required, digits only (a whole number, never negative), at most
 * GHS 10 billion. The error is a key of `pricing.errors`.
 */
export const pesewasField = z
  .string()
  .trim()
  .min(1, 'required')
  .refine((text) => !text.startsWith('-'), 'negative')
  .refine((text) => text.startsWith('-') || /^\d+$/.test(text), 'whole')
  .refine((text) => !/^\d+$/.test(text) || Number(text) <= 1_000_000_000_000, 'tooLarge')
  .transform(Number);

export const priceSchema = z.object({
  basePrice: pesewasField,
  extraMemberPrice: pesewasField,
  isActive: z.boolean(),
});

export type PriceInput = z.input<typeof priceSchema>;
export type PriceValues = z.output<typeof priceSchema>;

/** The cedi equivalent of what is typed, or null while it is not a valid price. */
export function pesewasOf(text: string): number | null {
  const parsed = pesewasField.safeParse(text);
  return parsed.success ? parsed.data : null;
}
