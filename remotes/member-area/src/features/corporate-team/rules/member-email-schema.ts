import { z } from 'zod';

// Messages are translation keys under `corporateTeam.add.errors`. The address is the one the
// add-team-member function checks (trimmed, at most 255 characters, an e-mail address).
export const memberEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(255, 'emailTooLong')
    .pipe(z.email('emailInvalid')),
});

export type MemberEmailInput = z.input<typeof memberEmailSchema>;
export type MemberEmailValues = z.output<typeof memberEmailSchema>;
