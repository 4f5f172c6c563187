import { z } from 'zod';

/** Content spec: the four request types of the support-request form. */
export const REQUEST_TYPES = ['locked_out', 'setup_help', 'reset_request', 'lost_device'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Type from the four options; description required; contact method optional (null when empty). */
export const supportRequestSchema = z.object({
  requestType: z.enum(REQUEST_TYPES),
  description: z.string().trim().min(1, 'support.descriptionRequired'),
  contactMethod: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value)),
});

export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequestValues = z.output<typeof supportRequestSchema>;
