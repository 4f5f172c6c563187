import { z } from 'zod';

/** Organization types of an inquiry, as stored in rd_inquiries.organization_type. */
export const ORGANIZATION_TYPES = ['corporate', 'dfi', 'government', 'ngo', 'other'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/**
 * The R&D inquiry form. Messages are translation keys under `rdServices.form.errors`; the
 * lengths are the ones rd_inquiries enforces. Project scope is optional: empty becomes null.
 */
export const inquirySchema = z.object({
  contactName: z.string().trim().min(1, 'contactNameRequired').max(100, 'contactNameTooLong'),
  contactEmail: z.string().trim().max(255, 'emailTooLong').pipe(z.email('emailInvalid')),
  organizationName: z
    .string()
    .trim()
    .min(1, 'organizationNameRequired')
    .max(200, 'organizationNameTooLong'),
  // The form starts with no type chosen (''), which the enum refuses with its message.
  organizationType: z
    .string()
    .pipe(z.enum(ORGANIZATION_TYPES, { error: 'organizationTypeRequired' })),
  projectTitle: z.string().trim().min(1, 'projectTitleRequired').max(200, 'projectTitleTooLong'),
  projectScope: z
    .string()
    .trim()
    .max(5000, 'projectScopeTooLong')
    .transform((scope) => (scope === '' ? null : scope)),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryValues = z.output<typeof inquirySchema>;

export const EMPTY_INQUIRY: InquiryInput = {
  contactName: '',
  contactEmail: '',
  organizationName: '',
  organizationType: '',
  projectTitle: '',
  projectScope: '',
};

export const SCOPE_MAX_LENGTH = 5000;
