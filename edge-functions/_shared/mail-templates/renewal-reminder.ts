import { z } from 'zod';
import { escapeHtml } from '../html.ts';
import { mailDate } from './dates.ts';
import { mailLayout } from './layout.ts';
import type { MailContext, MailTemplate, Translations } from './types.ts';

/**
 * What public.send_membership_reminders (migration *_membership_reminders.sql) queues: the
 * stage (30, 14 or 3 days before the period ends, or 'expired'), the tier, the period's end and
 * the signed unsubscribe path. Each is sent once per subscription period (its key).
 */
export const renewalReminderPayload = z.object({
  stage: z.enum(['30', '14', '3', 'expired']),
  tier: z.enum(['Student', 'Professional', 'Corporate']),
  days_left: z.number().int().min(0).max(31),
  next_billing_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  unsubscribe_path: z
    .string()
    .regex(/^\/reminders-unsubscribe\?token=[0-9a-f-]{36}\.[0-9a-f]{32}$/),
});
export type RenewalReminderPayload = z.infer<typeof renewalReminderPayload>;

interface Copy {
  tier: Record<RenewalReminderPayload['tier'], string>;
  endsSubject: (days: number) => string;
  endsBody: (tier: string, date: string) => string;
  expiredSubject: string;
  expiredBody: (tier: string, date: string) => string;
  renew: string;
  action: string;
  why: string;
  stop: string;
}

const COPY: Translations<Copy> = {
  en: {
    tier: { Student: 'Student', Professional: 'Professional', Corporate: 'Corporate' },
    endsSubject: (days) =>
      days === 1
        ? 'Your CSAN membership ends tomorrow'
        : `Your CSAN membership ends in ${days} days`,
    endsBody: (tier, date) => `Your ${tier} membership ends on ${date}.`,
    expiredSubject: 'Your CSAN membership has expired',
    expiredBody: (tier, date) =>
      `Your ${tier} membership ended on ${date}, and with it your member access.`,
    renew:
      'Renew now to keep your access to courses, the research library, the directory and the tools without a break: it takes a minute.',
    action: 'Renew now',
    why: 'You receive renewal reminders because you hold a CSAN membership.',
    stop: 'Stop renewal reminders (your other CSAN e-mails continue)',
  },
  fr: {
    tier: { Student: 'Étudiant', Professional: 'Professionnel', Corporate: 'Entreprise' },
    endsSubject: (days) =>
      days === 1
        ? 'Votre adhésion à la CSAN se termine demain'
        : `Votre adhésion à la CSAN se termine dans ${days} jours`,
    endsBody: (tier, date) => `Votre adhésion ${tier} se termine le ${date}.`,
    expiredSubject: 'Votre adhésion à la CSAN a expiré',
    expiredBody: (tier, date) =>
      `Votre adhésion ${tier} a pris fin le ${date}, et avec elle votre accès de membre.`,
    renew:
      'Renouvelez-la maintenant pour garder sans interruption l’accès aux formations, à la bibliothèque de recherche, à l’annuaire et aux outils : cela prend une minute.',
    action: 'Renouveler maintenant',
    why: 'Vous recevez des rappels de renouvellement parce que vous êtes membre de la CSAN.',
    stop: 'Ne plus recevoir les rappels de renouvellement (vos autres e-mails de la CSAN continuent)',
  },
  pt: {
    tier: { Student: 'Estudante', Professional: 'Profissional', Corporate: 'Empresarial' },
    endsSubject: (days) =>
      days === 1
        ? 'A sua adesão à CSAN termina amanhã'
        : `A sua adesão à CSAN termina dentro de ${days} dias`,
    endsBody: (tier, date) => `A sua adesão ${tier} termina a ${date}.`,
    expiredSubject: 'A sua adesão à CSAN expirou',
    expiredBody: (tier, date) =>
      `A sua adesão ${tier} terminou a ${date} e, com ela, o seu acesso de membro.`,
    renew:
      'Renove agora para manter sem interrupção o acesso aos cursos, à biblioteca de investigação, ao diretório e às ferramentas: demora um minuto.',
    action: 'Renovar agora',
    why: 'Recebe lembretes de renovação porque é membro da CSAN.',
    stop: 'Deixar de receber lembretes de renovação (os outros e-mails da CSAN continuam)',
  },
  sw: {
    tier: { Student: 'Mwanafunzi', Professional: 'Mtaalamu', Corporate: 'Kampuni' },
    endsSubject: (days) =>
      days === 1
        ? 'Uanachama wako wa CSAN unaisha kesho'
        : `Uanachama wako wa CSAN unaisha baada ya siku ${days}`,
    endsBody: (tier, date) => `Uanachama wako wa ${tier} unaisha tarehe ${date}.`,
    expiredSubject: 'Uanachama wako wa CSAN umekwisha',
    expiredBody: (tier, date) =>
      `Uanachama wako wa ${tier} uliisha tarehe ${date}, pamoja na ufikiaji wako wa mwanachama.`,
    renew:
      'Uhuishe sasa ili uendelee kufikia kozi, maktaba ya utafiti, orodha ya wanachama na zana bila kukatizwa: inachukua dakika moja.',
    action: 'Huisha sasa',
    why: 'Unapokea vikumbusho vya kuhuisha kwa sababu wewe ni mwanachama wa CSAN.',
    stop: 'Acha kupokea vikumbusho vya kuhuisha (barua pepe zako nyingine za CSAN zinaendelea)',
  },
};

const unsubscribeUrl = (payload: RenewalReminderPayload, ctx: Pick<MailContext, 'siteUrl'>) =>
  `${ctx.siteUrl}${payload.unsubscribe_path}`;

/**
 * A renewal reminder (kind `renewal_reminder`): when the membership ends, a one-click link to
 * the checkout of the member's tier, and the one-click way to stop reminders only.
 */
export const renewalReminder: MailTemplate<RenewalReminderPayload> = {
  kind: 'renewal_reminder',
  payload: renewalReminderPayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    const tier = t.tier[payload.tier];
    const date = mailDate(ctx.language, payload.next_billing_date);
    const expired = payload.stage === 'expired';
    const subject = expired ? t.expiredSubject : t.endsSubject(payload.days_left);
    const stopUrl = unsubscribeUrl(payload, ctx);
    const mail = mailLayout(ctx, {
      subject,
      heading: subject,
      paragraphs: [expired ? t.expiredBody(tier, date) : t.endsBody(tier, date), t.renew],
      action: {
        label: t.action,
        url: `${ctx.siteUrl}/checkout?tier=${encodeURIComponent(payload.tier)}`,
      },
      note: `${t.why} ${t.stop}: ${stopUrl}`,
    });
    // The layout escapes the note as text; the unsubscribe address in it becomes a link here
    // (the escaped address is matched exactly, so nothing else of the note turns into markup).
    const escapedUrl = escapeHtml(stopUrl);
    return {
      ...mail,
      html: mail.html.replace(
        `${escapeHtml(t.stop)}: ${escapedUrl}`,
        `<a href="${escapedUrl}" style="color:#4a5568;">${escapeHtml(t.stop)}</a>`,
      ),
    };
  },
  // Mail clients show their own "unsubscribe" for this (RFC 2369); it opens the same page.
  headers: (payload, ctx) => ({ 'List-Unsubscribe': `<${unsubscribeUrl(payload, ctx)}>` }),
};
