import { escapeHtml } from '../html.ts';
import { SOCIETY, societyAddress } from './society.ts';
import type { MailContext, RenderedMail, Translations } from './types.ts';

export interface MailBody {
  subject: string;
  /** The first line of the mail, as a heading. */
  heading: string;
  /** Plain-text paragraphs (escaped for the HTML part). */
  paragraphs: readonly string[];
  /** One call to action: a button in HTML, `label: url` in the text part. */
  action?: { label: string; url: string } | undefined;
  /** Label/value lines (a receipt's facts), shown as a table in HTML. */
  details?: readonly (readonly [string, string])[] | undefined;
  /** A closing line in small print (e.g. "if this was not you…"). */
  note?: string | undefined;
  /** Replaces the footer's "sent to … about your account" line (e.g. the newsletter's). */
  reason?: string | undefined;
}

const SENT_TO: Translations<(to: string) => string> = {
  en: (to) => `This message was sent to ${to} about your ${SOCIETY.name} account.`,
  fr: (to) => `Ce message a été envoyé à ${to} au sujet de votre compte ${SOCIETY.name}.`,
  pt: (to) => `Esta mensagem foi enviada para ${to} sobre a sua conta ${SOCIETY.name}.`,
  sw: (to) => `Ujumbe huu umetumwa kwa ${to} kuhusu akaunti yako ya ${SOCIETY.name}.`,
};

function footerLines(ctx: Pick<MailContext, 'language' | 'to'>, reason?: string): string[] {
  return [
    reason ?? SENT_TO[ctx.language](ctx.to),
    `${SOCIETY.name} · ${societyAddress(ctx.language)} · ${SOCIETY.email} · ${SOCIETY.phone}`,
  ];
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1a202c;';

/**
 * Every mail's frame: heading, paragraphs, optional facts table and button, and the society's
 * footer in the mail's language; the same content as plain text. All text is escaped here, so
 * a template hands over plain strings only (a member's name never becomes markup).
 */
export function mailLayout(
  ctx: Pick<MailContext, 'language' | 'to'>,
  body: MailBody,
): RenderedMail {
  const footer = footerLines(ctx, body.reason);
  const html = [
    '<!doctype html>',
    `<html lang="${ctx.language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f7fafc;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;">',
    `<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(body.heading)}</h1>`,
    ...body.paragraphs.map(
      (p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px;">${escapeHtml(p)}</p>`,
    ),
    ...(body.details?.length
      ? [
          '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px;">',
          ...body.details.map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;">${escapeHtml(label)}</th><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(body.action
      ? [
          `<p style="margin:20px 0;"><a href="${escapeHtml(body.action.url)}" style="background:#1a365d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block;">${escapeHtml(body.action.label)}</a></p>`,
        ]
      : []),
    ...(body.note
      ? [`<p style="font-size:13px;color:#4a5568;margin:16px 0 0;">${escapeHtml(body.note)}</p>`]
      : []),
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#718096;">${footer.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');

  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.details?.length
      ? [...body.details.map(([label, value]) => `${label}: ${value}`), '']
      : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.note ? [body.note, ''] : []),
    '--',
    ...footer,
  ].join('\n');

  return { subject: body.subject, html, text };
}
