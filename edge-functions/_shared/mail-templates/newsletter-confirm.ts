import { z } from 'zod';
import { mailLayout } from './layout.ts';
import type { MailTemplate, Translations } from './types.ts';

/**
 * What public.newsletter_subscribe (migration *_newsletter.sql) queues: the confirmation link
 * of the double opt-in. The address and language are the row's own (no account needed).
 */
export const newsletterConfirmPayload = z.object({
  confirm_path: z.string().regex(/^\/newsletter\?confirm=[0-9a-f]{64}$/),
});
export type NewsletterConfirmPayload = z.infer<typeof newsletterConfirmPayload>;

interface Copy {
  subject: string;
  body: string;
  action: string;
  expiry: string;
  note: string;
  reason: (to: string) => string;
}

const COPY: Translations<Copy> = {
  en: {
    subject: 'Confirm your subscription to the CSAN newsletter',
    body: 'Someone, hopefully you, asked to receive the CSAN newsletter at this address. Confirm it to start receiving our news, research and events.',
    action: 'Confirm my subscription',
    expiry: 'The link works for 7 days.',
    note: 'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
    reason: (to) => `This message was sent to ${to} because the newsletter was requested for it.`,
  },
  fr: {
    subject: 'Confirmez votre abonnement à la lettre d’information de la CSAN',
    body: 'Quelqu’un, vous sans doute, a demandé à recevoir la lettre d’information de la CSAN à cette adresse. Confirmez-le pour recevoir nos actualités, recherches et événements.',
    action: 'Confirmer mon abonnement',
    expiry: 'Le lien est valable 7 jours.',
    note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous ne serez pas abonné.',
    reason: (to) =>
      `Ce message a été envoyé à ${to} parce que la lettre d’information a été demandée pour cette adresse.`,
  },
  pt: {
    subject: 'Confirme a sua subscrição da newsletter da CSAN',
    body: 'Alguém, provavelmente você, pediu para receber a newsletter da CSAN neste endereço. Confirme para começar a receber as nossas notícias, investigação e eventos.',
    action: 'Confirmar a subscrição',
    expiry: 'A ligação é válida durante 7 dias.',
    note: 'Se não fez este pedido, ignore este e-mail: não ficará subscrito.',
    reason: (to) =>
      `Esta mensagem foi enviada para ${to} porque a newsletter foi pedida para este endereço.`,
  },
  sw: {
    subject: 'Thibitisha usajili wako wa jarida la CSAN',
    body: 'Mtu fulani, bila shaka wewe, ameomba kupokea jarida la CSAN kwa anwani hii. Thibitisha ili uanze kupokea habari, tafiti na matukio yetu.',
    action: 'Thibitisha usajili wangu',
    expiry: 'Kiungo kinafanya kazi kwa siku 7.',
    note: 'Ikiwa hukuomba hili, puuza barua pepe hii: hutasajiliwa.',
    reason: (to) => `Ujumbe huu umetumwa kwa ${to} kwa sababu jarida liliombwa kwa anwani hii.`,
  },
};

/** The double opt-in's mail (kind `newsletter_confirm`): one button, the link's life, a way out. */
export const newsletterConfirm: MailTemplate<NewsletterConfirmPayload> = {
  kind: 'newsletter_confirm',
  payload: newsletterConfirmPayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    return mailLayout(ctx, {
      subject: t.subject,
      heading: t.subject,
      paragraphs: [t.body, t.expiry],
      action: { label: t.action, url: `${ctx.siteUrl}${payload.confirm_path}` },
      note: t.note,
      reason: t.reason(ctx.to),
    });
  },
};
