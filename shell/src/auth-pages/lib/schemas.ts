import { z } from 'zod';

/**
 * The forms' rules. Messages are keys of the `auth` namespace, so the
 * forms show them translated.
 */

const email = z
  .string()
  .trim()
  .max(255, 'validation.emailTooLong')
  .email('validation.invalidEmail');

/** Login: email valid, max 255; password at least 6 characters. */
export const loginSchema = z.object({
  email,
  password: z.string().min(6, 'validation.loginPasswordMin'),
});

/** The auth server refuses longer passwords (bcrypt reads no more than 72 bytes). */
const MAX_PASSWORD_BYTES = 72;

/**
 * Signup: password at least 8, one uppercase letter, one number, at most 72 bytes; full name
 * trimmed 2-100.
 */
export const signupSchema = z.object({
  email,
  password: z
    .string()
    .min(8, 'validation.signupPasswordMin')
    .regex(/[A-Z]/, 'validation.passwordUppercase')
    .regex(/[0-9]/, 'validation.passwordNumber')
    .refine(
      (password) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
      'validation.passwordMaxBytes',
    ),
  fullName: z.string().trim().min(2, 'validation.nameMin').max(100, 'validation.nameMax'),
});

/** Waitlist: name trimmed 2-100 ('Name must be at least 2 characters', 'Name too long'). */
export const waitlistSchema = z.object({
  name: z.string().trim().min(2, 'validation.nameMin').max(100, 'validation.nameMax'),
  email,
});

/** Password reset: one message for any invalid address. */
export const resetSchema = z.object({
  email: z.string().trim().max(255, 'validation.resetEmail').email('validation.resetEmail'),
});

export type LoginValues = z.infer<typeof loginSchema>;
export type SignupValues = z.infer<typeof signupSchema>;
export type WaitlistValues = z.infer<typeof waitlistSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
