import { z } from 'zod';

/**
 * The lead form before a Public download. Messages are translation keys under
 * `resources.lead.errors` (English: the spec's texts). Optional fields are trimmed and may be
 * empty.
 */
export const leadSchema = z.object({
  firstName: z.string().trim().min(1, 'firstNameRequired').max(100, 'firstNameTooLong'),
  lastName: z.string().trim().min(1, 'lastNameRequired').max(100, 'lastNameTooLong'),
  email: z.string().trim().max(255, 'emailTooLong').pipe(z.email('emailInvalid')),
  organization: z.string().trim().max(200, 'organizationTooLong'),
  jobTitle: z.string().trim().max(200, 'jobTitleTooLong'),
  phoneNumber: z.string().trim().max(50, 'phoneNumberTooLong'),
  country: z.string().trim().max(100, 'countryTooLong'),
});

export type LeadInput = z.input<typeof leadSchema>;
export type LeadValues = z.output<typeof leadSchema>;

export const LEAD_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'organization',
  'jobTitle',
  'phoneNumber',
  'country',
] as const satisfies readonly (keyof LeadInput)[];

/** The spec marks first name, last name, company e-mail and organization as required. */
export const MARKED_REQUIRED: ReadonlySet<keyof LeadInput> = new Set([
  'firstName',
  'lastName',
  'email',
  'organization',
]);

/** The first failing field's message key, in form order (shown as the 'Validation Error'). */
export function firstLeadError(input: LeadInput): string | null {
  const result = leadSchema.safeParse(input);
  if (result.success) return null;
  for (const field of LEAD_FIELDS) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return issue.message;
  }
  return result.error.issues[0]?.message ?? null;
}
