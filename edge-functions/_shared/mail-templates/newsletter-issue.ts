import { z } from 'zod';
import { escapeHtml } from '../html.ts';
import { mailLayout } from './layout.ts';
import type { MailContext, MailTemplate, Translations } from './types.ts';

/**
 * What public.admin_send_newsletter_issue (migration *_newsletter.sql) queues per confirmed
 * subscriber: the issue's subject and plain text (as the admin wrote it, in one language) and
 * the subscriber's own signed unsubscribe path.
 */
export const newsletterIssuePayload = z.object({
  subject: z.string().min(1).max(200),
  body: z.string().min(1).max(20000),
  unsubscribe_path: z.string().regex(/^\/newsletter\?unsubscribe=[0-9a-f-]{36}\.[0-9a-f]{32}$/),
});
export type NewsletterIssuePayload = z.infer<typeof newsletterIssuePayload>;

interface Copy {
  why: string;
  stop: string;
  reason: (to: string) => string;
}

const COPY: Translations<Copy> = {
  en: {
    why: 'You receive the CSAN newsletter because you subscribed and confirmed your address.',
    stop: 'Unsubscribe from the newsletter',
    reason: (to) => `This newsletter was sent to ${to}.`,
  },
  fr: {
    why: 'Vous recevez la lettre d’information de la CSAN parce que vous vous y êtes abonné et avez confirmé votre adresse.',
    stop: 'Se désabonner de la lettre d’information',
    reason: (to) => `Cette lettre d’information a été envoyée à ${to}.`,
  },
  pt: {
    why: 'Recebe a newsletter da CSAN porque a subscreveu e confirmou o seu endereço.',
    stop: 'Cancelar a subscrição da newsletter',
    reason: (to) => `Esta newsletter foi enviada para ${to}.`,
  },
  sw: {
    why: 'Unapokea jarida la CSAN kwa sababu ulijisajili na kuthibitisha anwani yako.',
    stop: 'Jiondoe kwenye jarida',
    reason: (to) => `Jarida hili limetumwa kwa ${to}.`,
  },
};

const unsubscribeUrl = (payload: NewsletterIssuePayload, ctx: Pick<MailContext, 'siteUrl'>) =>
  `${ctx.siteUrl}${payload.unsubscribe_path}`;

/** The admin's text as paragraphs: blank lines separate them; single line breaks stay spaces. */
export const issueParagraphs = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p !== '');

/**
 * A newsletter issue (kind `newsletter_issue`): the admin's text, escaped as plain text, in the
 * subscriber's language frame, with the one-click unsubscribe as a link, in the text part and
 * as a List-Unsubscribe header.
 */
export const newsletterIssue: MailTemplate<NewsletterIssuePayload> = {
  kind: 'newsletter_issue',
  payload: newsletterIssuePayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    const stopUrl = unsubscribeUrl(payload, ctx);
    const mail = mailLayout(ctx, {
      subject: payload.subject,
      heading: payload.subject,
      paragraphs: issueParagraphs(payload.body),
      note: `${t.why} ${t.stop}: ${stopUrl}`,
      reason: t.reason(ctx.to),
    });
    // As in the renewal reminder: the escaped address in the note becomes the link's target.
    const escapedUrl = escapeHtml(stopUrl);
    return {
      ...mail,
      html: mail.html.replace(
        `${escapeHtml(t.stop)}: ${escapedUrl}`,
        `<a href="${escapedUrl}" style="color:#4a5568;">${escapeHtml(t.stop)}</a>`,
      ),
    };
  },
  headers: (payload, ctx) => ({ 'List-Unsubscribe': `<${unsubscribeUrl(payload, ctx)}>` }),
};
