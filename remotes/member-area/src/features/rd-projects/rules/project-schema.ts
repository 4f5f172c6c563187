import { z } from 'zod';

// Messages are translation keys under `rdProjects.form.errors`, translated where shown.
// Limits are the database's checks on rd_projects.
export const MAX_BUDGET = 999_999_999_999.99;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), { message: 'date' })
  .transform((value) => (value === '' ? null : value));

export const projectSchema = z
  .object({
    name: z.string().trim().min(1, 'nameRequired').max(200, 'nameTooLong'),
    description: optionalText(5000, 'descriptionTooLong'),
    clientOrganization: optionalText(200, 'clientTooLong'),
    startDate: optionalDate,
    endDate: optionalDate,
    budget: z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === '') return null;
        const amount = Number(value.replace(/,/g, ''));
        if (!/^-?[\d,]*\.?\d*$/.test(value) || !Number.isFinite(amount)) {
          ctx.addIssue({ code: 'custom', message: 'budgetNumber' });
          return z.NEVER;
        }
        if (amount < 0) {
          ctx.addIssue({ code: 'custom', message: 'budgetNegative' });
          return z.NEVER;
        }
        if (!/^[\d,]*(\.\d{0,2})?$/.test(value)) {
          ctx.addIssue({ code: 'custom', message: 'budgetCents' });
          return z.NEVER;
        }
        if (amount > MAX_BUDGET) {
          ctx.addIssue({ code: 'custom', message: 'budgetTooLarge' });
          return z.NEVER;
        }
        return amount;
      }),
  })
  .refine(
    // ISO dates compare as text.
    (values) => !(values.startDate && values.endDate && values.endDate < values.startDate),
    {
      message: 'endBeforeStart',
      path: ['endDate'],
      // Said together with the other fields' errors, unless a date itself is malformed.
      when: (payload) =>
        payload.issues.every(
          (issue) => !['startDate', 'endDate'].includes(String(issue.path?.[0])),
        ),
    },
  );

export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectValues = z.output<typeof projectSchema>;

export const EMPTY_PROJECT: ProjectInput = {
  name: '',
  description: '',
  clientOrganization: '',
  startDate: '',
  endDate: '',
  budget: '',
};
