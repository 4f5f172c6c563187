import { z } from 'zod';

/** The auth server refuses longer passwords (bcrypt reads no more than 72 bytes). */
const MAX_PASSWORD_BYTES = 72;

/** Sign-up password rules (a recovered account gets the same strength). */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(8, 'password.errors.min')
      .regex(/[A-Z]/, 'password.errors.uppercase')
      .regex(/\d/, 'password.errors.number')
      .refine(
        (password) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
        'password.errors.maxBytes',
      ),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'password.errors.mismatch',
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
