import { z } from 'zod';

export const TIERS = ['Student', 'Professional', 'Corporate'] as const;

/** A membership tier as the checkout sends it. */
export const tierField = z.enum(TIERS, { error: 'Choose a membership tier' });
