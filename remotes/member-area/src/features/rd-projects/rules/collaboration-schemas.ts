import { z } from 'zod';

// Messages are translation keys under `rdProjects.errors`; limits are the database's checks.

/** A deliverable: a title and, optionally, when it is due. */
export const deliverableSchema = z.object({
  title: z.string().trim().min(1, 'deliverableRequired').max(200, 'deliverableTooLong'),
  dueDate: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), { message: 'date' })
    .transform((value) => (value === '' ? null : value)),
});

export type DeliverableInput = z.input<typeof deliverableSchema>;
export type DeliverableValues = z.output<typeof deliverableSchema>;

/** A message of the thread. */
export const messageSchema = z.object({
  body: z.string().trim().min(1, 'messageRequired').max(4000, 'messageTooLong'),
});

export type MessageValues = z.output<typeof messageSchema>;

/** The e-mail address of the member the manager adds to the team. */
export const teamMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(255, 'emailTooLong')
    .pipe(z.email('emailInvalid')),
});

export type TeamMemberValues = z.output<typeof teamMemberSchema>;
