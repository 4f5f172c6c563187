import { z } from 'zod';

export const TIERS = ['Student', 'Professional', 'Corporate'] as const;

/** A membership tier as the checkout sends it. */
export const tierField = z.enum(TIERS, { error: 'Choose a membership tier' });

/** The team size (1 unless Corporate; SQL checks the tier's minimum). */
export const teamSizeField = z
  .number({ error: 'Team size must be a whole number' })
  .int('Team size must be a whole number')
  .min(1, 'Team size must be a whole number')
  .max(100_000, 'Team size is too large')
  .default(1);

/** The code as typed (SQL trims and upper-cases it); empty or null = none. */
export const discountCodeField = z.string().trim().max(50, 'Invalid discount code').nullish();

/** What an order is: the same three inputs are quoted (quote-order) and ordered (initialize-payment). */
export const orderInput = z.object({
  tier: tierField,
  teamSize: teamSizeField,
  discountCode: discountCodeField,
});
