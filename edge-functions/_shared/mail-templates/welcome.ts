import { z } from 'zod';
import { mailDate } from './dates.ts';
import { mailLayout } from './layout.ts';
import type { MailTemplate, Translations } from './types.ts';

export const welcomePayload = z.object({
  full_name: z.string().max(100).nullish(),
  /** The member's MFA setup deadline (mfa_enforcement), a calendar date. */
  mfa_deadline: z.iso.date().nullish(),
});
export type WelcomePayload = z.infer<typeof welcomePayload>;

interface Copy {
  subject: string;
  hello: (name: string | null) => string;
  body: string;
  mfa: (deadline: string) => string;
  mfaSoon: string;
  action: string;
}

const COPY: Translations<Copy> = {
  en: {
    subject: 'Welcome to CSAN',
    hello: (name) => (name ? `Welcome, ${name}!` : 'Welcome!'),
    body: 'Your CSAN account is ready. You can now choose a membership, join courses, read the research library and meet other members of the society.',
    mfa: (deadline) =>
      `For your security, set up two-step verification (MFA) on your account page by ${deadline}: after that day, the portal asks for it before anything else.`,
    mfaSoon:
      'For your security, set up two-step verification (MFA) on your account page soon: the portal will ask for it.',
    action: 'Go to your account',
  },
  fr: {
    subject: 'Bienvenue à la CSAN',
    hello: (name) => (name ? `Bienvenue, ${name} !` : 'Bienvenue !'),
    body: 'Votre compte CSAN est prêt. Vous pouvez maintenant choisir une adhésion, suivre des formations, consulter la bibliothèque de recherche et rencontrer les autres membres de la société.',
    mfa: (deadline) =>
      `Pour votre sécurité, activez la vérification en deux étapes (MFA) sur la page de votre compte avant le ${deadline} : passé ce jour, le portail l’exige avant toute autre chose.`,
    mfaSoon:
      'Pour votre sécurité, activez bientôt la vérification en deux étapes (MFA) sur la page de votre compte : le portail la demandera.',
    action: 'Accéder à votre compte',
  },
  pt: {
    subject: 'Bem-vindo à CSAN',
    hello: (name) => (name ? `Bem-vindo, ${name}!` : 'Bem-vindo!'),
    body: 'A sua conta CSAN está pronta. Já pode escolher uma adesão, frequentar cursos, consultar a biblioteca de investigação e conhecer outros membros da sociedade.',
    mfa: (deadline) =>
      `Para sua segurança, ative a verificação em dois passos (MFA) na página da sua conta até ${deadline}: depois desse dia, o portal exige-a antes de tudo o resto.`,
    mfaSoon:
      'Para sua segurança, ative em breve a verificação em dois passos (MFA) na página da sua conta: o portal vai pedi-la.',
    action: 'Ir para a sua conta',
  },
  sw: {
    subject: 'Karibu CSAN',
    hello: (name) => (name ? `Karibu, ${name}!` : 'Karibu!'),
    body: 'Akaunti yako ya CSAN iko tayari. Sasa unaweza kuchagua uanachama, kujiunga na kozi, kusoma maktaba ya utafiti na kukutana na wanachama wengine wa jumuiya.',
    mfa: (deadline) =>
      `Kwa usalama wako, washa uthibitishaji wa hatua mbili (MFA) kwenye ukurasa wa akaunti yako kufikia ${deadline}: baada ya siku hiyo, tovuti itauhitaji kabla ya kitu kingine chochote.`,
    mfaSoon:
      'Kwa usalama wako, washa uthibitishaji wa hatua mbili (MFA) kwenye ukurasa wa akaunti yako hivi karibuni: tovuti itauhitaji.',
    action: 'Nenda kwenye akaunti yako',
  },
};

/** Sent once per account, when it is created (key `welcome:<user id>`). */
export const welcome: MailTemplate<WelcomePayload> = {
  kind: 'welcome',
  payload: welcomePayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    return mailLayout(ctx, {
      subject: t.subject,
      heading: t.hello(payload.full_name?.trim() || null),
      paragraphs: [
        t.body,
        payload.mfa_deadline ? t.mfa(mailDate(ctx.language, payload.mfa_deadline)) : t.mfaSoon,
      ],
      action: { label: t.action, url: `${ctx.siteUrl}/account` },
    });
  },
};
