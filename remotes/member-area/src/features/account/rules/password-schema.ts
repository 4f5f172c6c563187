import { z } from 'zod';

/** Sign-up password rules (a recovered account gets the same strength). */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(8, 'password.errors.min')
      .regex(/[A-Z]/, 'password.errors.uppercase')
      .regex(/\d/, 'password.errors.number'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'password.errors.mismatch',
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
