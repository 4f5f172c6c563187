import { z } from 'zod';
import { mailLayout } from './layout.ts';
import type { MailTemplate, Translations } from './types.ts';

export const welcomePayload = z.object({ full_name: z.string().max(100).nullish() });
export type WelcomePayload = z.infer<typeof welcomePayload>;

interface Copy {
  subject: string;
  hello: (name: string | null) => string;
  body: string[];
  action: string;
}

const COPY: Translations<Copy> = {
  en: {
    subject: 'Welcome to CSAN',
    hello: (name) => (name ? `Welcome, ${name}!` : 'Welcome!'),
    body: [
      'Your CSAN account is ready. You can now choose a membership, join courses, read the research library and meet other members of the society.',
      'For your security, set up two-step verification (MFA) on your account page within 7 days: after that, the portal asks for it before anything else.',
    ],
    action: 'Go to your account',
  },
  fr: {
    subject: 'Bienvenue à la CSAN',
    hello: (name) => (name ? `Bienvenue, ${name} !` : 'Bienvenue !'),
    body: [
      'Votre compte CSAN est prêt. Vous pouvez maintenant choisir une adhésion, suivre des formations, consulter la bibliothèque de recherche et rencontrer les autres membres de la société.',
      'Pour votre sécurité, activez la vérification en deux étapes (MFA) sur la page de votre compte dans les 7 jours : passé ce délai, le portail l’exige avant toute autre chose.',
    ],
    action: 'Accéder à votre compte',
  },
  pt: {
    subject: 'Bem-vindo à CSAN',
    hello: (name) => (name ? `Bem-vindo, ${name}!` : 'Bem-vindo!'),
    body: [
      'A sua conta CSAN está pronta. Já pode escolher uma adesão, frequentar cursos, consultar a biblioteca de investigação e conhecer outros membros da sociedade.',
      'Para sua segurança, ative a verificação em dois passos (MFA) na página da sua conta no prazo de 7 dias: depois disso, o portal exige-a antes de tudo o resto.',
    ],
    action: 'Ir para a sua conta',
  },
  sw: {
    subject: 'Karibu CSAN',
    hello: (name) => (name ? `Karibu, ${name}!` : 'Karibu!'),
    body: [
      'Akaunti yako ya CSAN iko tayari. Sasa unaweza kuchagua uanachama, kujiunga na kozi, kusoma maktaba ya utafiti na kukutana na wanachama wengine wa jumuiya.',
      'Kwa usalama wako, washa uthibitishaji wa hatua mbili (MFA) kwenye ukurasa wa akaunti yako ndani ya siku 7: baada ya hapo, tovuti itauhitaji kabla ya kitu kingine chochote.',
    ],
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
      paragraphs: t.body,
      action: { label: t.action, url: `${ctx.siteUrl}/account` },
    });
  },
};
