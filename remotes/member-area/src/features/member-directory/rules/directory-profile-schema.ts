import { z } from 'zod';
import {
  MAX_EXPERTISE_AREA_LENGTH,
  MAX_EXPERTISE_AREAS,
  parseExpertiseAreas,
} from './expertise-areas';
import { normalizeLinkedInUrl } from './linkedin-url';

// Messages are translation keys under `memberDirectory.edit.errors`, translated where shown.
// Limits are the database's checks on member_directory.
const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

export const directoryProfileSchema = z.object({
  expertise: z
    .string()
    .transform(parseExpertiseAreas)
    .refine((areas) => areas.every((a) => a.length <= MAX_EXPERTISE_AREA_LENGTH), {
      message: 'expertiseTooLong',
    })
    .refine((areas) => areas.length <= MAX_EXPERTISE_AREAS, { message: 'expertiseTooMany' }),
  researchInterests: text(2000, 'researchInterestsTooLong'),
  bio: text(2000, 'bioTooLong'),
  location: text(200, 'locationTooLong'),
  linkedinUrl: z.string().transform((value, ctx) => {
    const url = normalizeLinkedInUrl(value);
    if (url === undefined) {
      ctx.addIssue({ code: 'custom', message: 'linkedin' });
      return z.NEVER;
    }
    return url;
  }),
});

export type DirectoryProfileInput = z.input<typeof directoryProfileSchema>;
export type DirectoryProfileValues = z.output<typeof directoryProfileSchema>;
