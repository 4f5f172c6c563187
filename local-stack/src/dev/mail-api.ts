import { Hono } from 'hono';
import { z } from 'zod';
import type { Mailbox } from './mailbox.js';

/** The key edge functions get as MAIL_API_KEY locally; the dev mail API accepts only this one. */
export const DEV_MAIL_API_KEY = 're_local_dev_mailbox';

const recipients = z.union([z.email(), z.array(z.email()).min(1)]);
const emailBody = z
  .object({
    from: z.string().min(1),
    to: recipients,
    subject: z.string().min(1),
    html: z.string().optional(),
    text: z.string().optional(),
    attachments: z
      .array(
        z.object({
          filename: z.string().min(1).max(255),
          content: z.base64(),
          content_type: z.string().max(255).optional(),
        }),
      )
      .max(10)
      .optional(),
    headers: z.record(z.string(), z.string()).optional(),
    tags: z.array(z.object({ name: z.string().min(1), value: z.string().min(1) })).optional(),
  })
  .refine((mail) => mail.html !== undefined || mail.text !== undefined, {
    message: 'html or text is required',
  });

/**
 * A Resend-compatible `POST /emails` (Bearer key, `{from, to, subject, html, text, attachments,
 * headers, tags}`, optional Idempotency-Key header → `{id}`) that captures the message in the dev mailbox instead of sending it.
 * Production points MAIL_API_URL at https://api.resend.com.
 */
export function createMailApi(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.post('/emails', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${DEV_MAIL_API_KEY}`) {
      return c.json(
        { statusCode: 401, name: 'missing_api_key', message: 'Missing or invalid API key' },
        401,
      );
    }
    const parsed = emailBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid e-mail';
      return c.json({ statusCode: 422, name: 'validation_error', message }, 422);
    }
    const mail = parsed.data;
    // Resend's Idempotency-Key: a key seen before answers the first mail's id, captures nothing.
    const idempotencyKey = c.req.header('idempotency-key') || undefined;
    const earlier = idempotencyKey
      ? mailbox.list().find((kept) => kept.idempotencyKey === idempotencyKey)
      : undefined;
    if (earlier) return c.json({ id: earlier.id });
    const captured = await mailbox.send({
      from: mail.from,
      to: Array.isArray(mail.to) ? mail.to.join(', ') : mail.to,
      subject: mail.subject,
      text: mail.text ?? '',
      html: mail.html,
      attachments: mail.attachments,
      tags: mail.tags,
      headers: mail.headers,
      idempotencyKey,
    });
    return c.json({ id: captured.id });
  });
  return app;
}
