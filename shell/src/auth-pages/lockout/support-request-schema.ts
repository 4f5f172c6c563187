import { z } from 'zod';

/** Content spec: the four request types of the support-request form. */
export const REQUEST_TYPES = ['locked_out', 'setup_help', 'reset_request', 'lost_device'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/**
 * The database's caps (migration 20260101000800_mfa_support_requests.sql): description 1-5000
 * characters once trimmed, contact method at most 255. The fields' maxLength uses the same.
 */
export const DESCRIPTION_MAX_LENGTH = 5000;
export const CONTACT_MAX_LENGTH = 255;

/** Type from the four options; description required; contact method optional (null when empty). */
export const supportRequestSchema = z.object({
  requestType: z.enum(REQUEST_TYPES),
  description: z
    .string()
    .trim()
    .min(1, 'support.descriptionRequired')
    .max(DESCRIPTION_MAX_LENGTH, 'support.descriptionTooLong'),
  contactMethod: z
    .string()
    .trim()
    .max(CONTACT_MAX_LENGTH, 'support.contactTooLong')
    .transform((value) => (value === '' ? null : value)),
});

export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequestValues = z.output<typeof supportRequestSchema>;
