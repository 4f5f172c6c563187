import { z } from 'zod';

/**
 * An e-mail address as every function's payload takes it: trimmed, at most 255 characters
 * (the columns' limit), and a valid address; one message for anything else.
 */
export const emailAddress = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(255, 'Email too long')
  .pipe(z.email('Invalid email address'));
