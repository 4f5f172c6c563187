import { z } from 'zod';

/** Extending an MFA deadline: a whole number of days from 1 to 30, 7 unless changed. */
export const EXTEND_DAYS = { min: 1, max: 30, default: 7 } as const;

/** Resetting the requirement gives the member this many days from today. */
export const RESET_DAYS = 7;

/** The days field as typed; the message key is `mfaSupport.extend.daysError`. */
export const extendDaysSchema = z
  .string()
  .trim()
  .regex(/^\d+$/, 'mfaSupport.extend.daysError')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(EXTEND_DAYS.min, 'mfaSupport.extend.daysError')
      .max(EXTEND_DAYS.max, 'mfaSupport.extend.daysError'),
  );

/** The days to extend by, or null when the text is not 1–30. */
export function parseExtendDays(text: string): number | null {
  const parsed = extendDaysSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
