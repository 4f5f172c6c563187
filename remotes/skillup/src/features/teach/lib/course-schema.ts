import { z } from 'zod';
import { CONTENT_LANGUAGES, LEVELS } from '../../../api/types';

/** A slug as the database's check allows: lower-case words joined by single hyphens, ≤ 80. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug made from a title: accents dropped, other characters to hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const hours = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d)?$/, 'hours')
  .transform(Number);
const optionalUrl = z
  .string()
  .trim()
  .max(1000, 'url')
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'url')
  .transform((v) => (v === '' ? null : v));

/**
 * The course form (the database's checks, mirrored so the form names the field): the values
 * are the form's strings, the output the row's columns.
 */
export const courseSchema = z.object({
  title: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  slug: z.string().trim().max(80, 'tooLong').regex(SLUG, 'slug'),
  summary: z.string().trim().max(2000, 'tooLong'),
  level: z.enum(LEVELS),
  language: z.enum(CONTENT_LANGUAGES),
  estimated_hours: hours,
  cpe_hours: hours,
  cover_url: optionalUrl,
  certificate_valid_months: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 240),
      'months',
    )
    .transform((v) => (v === '' ? null : Number(v))),
});

export type CourseInput = z.input<typeof courseSchema>;
export type CourseValues = z.output<typeof courseSchema>;

/** The lesson form: title, minutes, body (HTML, sanitised when shown), links. */
export const lessonSchema = z.object({
  title: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  estimated_minutes: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 600, 'minutes')
    .transform(Number),
  body_html: z.string().max(1_000_000, 'tooLong'),
  video_url: optionalUrl,
  attachment_url: optionalUrl,
});
export type LessonInput = z.input<typeof lessonSchema>;
export type LessonValues = z.output<typeof lessonSchema>;

const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{1,4}$/.test(v) && Number(v) >= min && Number(v) <= max, 'range')
    .transform(Number);

/** The exam's settings, with the database's ranges. */
export const examSchema = z.object({
  title: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  draw_count: whole(1, 200),
  time_limit_minutes: whole(1, 600),
  pass_mark_percent: whole(0, 100),
  max_attempts: whole(1, 100),
  retry_wait_hours: whole(0, 8760),
});
export type ExamInput = z.input<typeof examSchema>;
