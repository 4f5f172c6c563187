import { z } from 'zod';

// Messages are translation keys (account namespace), translated where they are shown. Limits
// are the database's column checks (spec: "other account field limits not shown").
const optional = (max: number) => z.string().trim().max(max, 'profile.errors.tooLong');

export const profileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'profile.errors.fullNameMin')
    .max(100, 'profile.errors.tooLong'),
  phoneNumber: optional(50).regex(/^[+\d\s().-]*$/, 'profile.errors.phone'),
  organization: optional(200),
  jobTitle: optional(200),
  country: optional(100),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
