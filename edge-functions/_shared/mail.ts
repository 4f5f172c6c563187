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
  /** Resend's shape: `content` base64 (e.g. a receipt's PDF). */
  attachments?: { filename: string; content: string; content_type: string }[];
  /** Extra headers (e.g. List-Unsubscribe); names and values pass the header sanitiser. */
  headers?: Record<string, string>;
  /** Resend tags, e.g. `[{ name: 'kind', value: 'welcome' }]` (the dev mailbox keeps them). */
  tags?: { name: string; value: string }[];
  /** Sent as Resend's `Idempotency-Key`: the provider delivers a key once (24 h). */
  idempotencyKey?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<{ id: string }>;
}

/** Header names are tokens; values pass the one sanitiser (no CR/LF). */
function safeHeaders(headers: Record<string, string>): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (/^[A-Za-z0-9-]{1,64}$/.test(name)) safe[name] = headerText(value, 2000);
  }
  return safe;
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
          ...(mail.idempotencyKey ? { 'Idempotency-Key': headerText(mail.idempotencyKey) } : {}),
        },
        body: JSON.stringify({
          from: headerText(config.MAIL_FROM),
          to: Array.isArray(mail.to) ? to : to[0],
          subject: headerText(mail.subject),
          html: mail.html,
          text: mail.text,
          ...(replyTo ? { reply_to: replyTo } : {}),
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
          ...(mail.headers ? { headers: safeHeaders(mail.headers) } : {}),
          ...(mail.tags?.length ? { tags: mail.tags } : {}),
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
