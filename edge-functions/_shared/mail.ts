import { HttpError } from './http.ts';

export interface MailConfig {
  MAIL_API_URL: string;
  MAIL_API_KEY: string;
  MAIL_FROM: string;
}

export interface Mail {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<{ id: string }>;
}

/**
 * Sends through a Resend-compatible HTTP API (`POST {MAIL_API_URL}/emails`,
 * Bearer key): Resend itself in production, the local stack's capturing
 * mailbox in development. A refusal surfaces as 502, not as the caller's fault.
 */
export function createMailer(config: MailConfig, fetchFn: typeof fetch): Mailer {
  return {
    async send(mail) {
      const res = await fetchFn(`${config.MAIL_API_URL.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.MAIL_API_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        }),
      });
      if (!res.ok) {
        console.error('mail API refused the message', res.status, await res.text());
        throw new HttpError(502, 'The e-mail could not be sent');
      }
      const body = (await res.json()) as { id?: unknown };
      return { id: typeof body.id === 'string' ? body.id : '' };
    },
  };
}
