import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';

/** The languages the portal speaks; a person's is auth user metadata `language`, else en. */
export const MAIL_LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** What a template may use besides its payload (built by the drainer per mail). */
export interface MailContext {
  language: MailLanguage;
  /** The recipient's address. */
  to: string;
  /** The member the mail is about, when there is one. */
  userId: string | null;
  /** SITE_URL without a trailing slash: links in mails are absolute. */
  siteUrl: string;
  /** Service-role client, for data an attachment needs at send time (bypasses RLS). */
  service: SupabaseClient;
  fetch: typeof fetch;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Resend's attachment shape: `content` is base64. */
export interface MailAttachment {
  filename: string;
  content: string;
  content_type: string;
}

/**
 * One kind of e-mail: how its payload is checked, how it reads in each language and, when it
 * needs them, its attachments and extra headers (e.g. List-Unsubscribe). See docs/mail.md.
 */
export interface MailTemplate<Payload = Record<string, unknown>> {
  kind: string;
  payload: z.ZodType<Payload>;
  render(payload: Payload, ctx: MailContext): RenderedMail;
  attachments?(payload: Payload, ctx: MailContext): Promise<MailAttachment[]>;
  headers?(payload: Payload, ctx: MailContext): Record<string, string>;
}

/** Texts in every language: a missing language is a type error. */
export type Translations<T> = Record<MailLanguage, T>;
