import { z } from 'zod';

/** The database's check values (docs/areas/tools-data.md); the form offers exactly these. */
export const SECTORS = [
  'finance',
  'government',
  'telecom',
  'health',
  'education',
  'energy',
  'retail',
  'technology',
  'ngo',
  'other',
] as const;
export const SIZES = ['micro', 'small', 'medium', 'large'] as const;

/** The form's rules mirror the table's checks; messages are translation keys. */
export const newAssessmentSchema = z.object({
  name: z.string().trim().min(1, 'create.errors.name').max(200, 'create.errors.name'),
  organisation: z
    .string()
    .trim()
    .min(1, 'create.errors.organisation')
    .max(200, 'create.errors.organisation'),
  sector: z.enum(SECTORS, { message: 'create.errors.required' }),
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'create.errors.country')),
  size: z.enum(SIZES, { message: 'create.errors.required' }),
  framework_id: z.string().min(1, 'create.errors.required'),
  share_benchmark: z.boolean(),
});

export type NewAssessmentInput = z.input<typeof newAssessmentSchema>;
export type NewAssessmentValues = z.output<typeof newAssessmentSchema>;
