import { HttpError } from './http.ts';
import { headerAddress, headerText } from './mail-header.ts';

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
      // Every header value passes the one sanitiser (mail-header.ts): no CR/LF reaches a header,
      // a recipient is one plain address, and a reply-to that is not one is left out.
      const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((address) => {
        const safe = headerAddress(address);
        if (!safe) throw new HttpError(500, 'Refusing to mail an invalid recipient');
        return safe;
      });
      const replyTo = headerAddress(mail.replyTo);
      const res = await fetchFn(`${config.MAIL_API_URL.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.MAIL_API_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          from: headerText(config.MAIL_FROM),
          to: Array.isArray(mail.to) ? to : to[0],
          subject: headerText(mail.subject),
          html: mail.html,
          text: mail.text,
          ...(replyTo ? { reply_to: replyTo } : {}),
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
