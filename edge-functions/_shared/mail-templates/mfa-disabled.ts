import { z } from 'zod';
import { mailDate, mailDateTime } from './dates.ts';
import { mailLayout } from './layout.ts';
import { ACCOUNT_ACTION, NOT_YOU, WHEN } from './security-copy.ts';
import type { MailTemplate, Translations } from './types.ts';

export const mfaDisabledPayload = z.object({
  at: z.iso.datetime({ offset: true }),
  /** The new MFA setup deadline (mfa_enforcement.mfa_setup_deadline), a calendar date. */
  deadline: z.iso.date().nullish(),
});
export type MfaDisabledPayload = z.infer<typeof mfaDisabledPayload>;

interface Copy {
  subject: string;
  body: string;
  deadline: (date: string) => string;
  noDeadline: string;
  deadlineLabel: string;
}

const COPY: Translations<Copy> = {
  en: {
    subject: 'Two-step verification was turned off',
    body: 'The last authenticator of your CSAN account was removed, so signing in now asks for your password only.',
    deadline: (date) =>
      `Set up two-step verification again by ${date}: after that day the portal asks for it before anything else.`,
    noDeadline: 'Set up two-step verification again on your account page.',
    deadlineLabel: 'Set up again by',
  },
  fr: {
    subject: 'La vérification en deux étapes a été désactivée',
    body: 'Le dernier authentificateur de votre compte CSAN a été supprimé : la connexion ne demande plus que votre mot de passe.',
    deadline: (date) =>
      `Réactivez la vérification en deux étapes avant le ${date} : passé ce jour, le portail l’exige avant toute autre chose.`,
    noDeadline: 'Réactivez la vérification en deux étapes sur la page de votre compte.',
    deadlineLabel: 'À réactiver avant le',
  },
  pt: {
    subject: 'A verificação em dois passos foi desativada',
    body: 'O último autenticador da sua conta CSAN foi removido: o início de sessão pede agora apenas a sua palavra-passe.',
    deadline: (date) =>
      `Volte a configurar a verificação em dois passos até ${date}: depois desse dia, o portal exige-a antes de tudo o resto.`,
    noDeadline: 'Volte a configurar a verificação em dois passos na página da sua conta.',
    deadlineLabel: 'Configurar de novo até',
  },
  sw: {
    subject: 'Uthibitishaji wa hatua mbili umezimwa',
    body: 'Kithibitishaji cha mwisho cha akaunti yako ya CSAN kimeondolewa, kwa hiyo kuingia sasa kunauliza nenosiri lako tu.',
    deadline: (date) =>
      `Washa tena uthibitishaji wa hatua mbili kufikia ${date}: baada ya siku hiyo, tovuti itauhitaji kabla ya kitu kingine chochote.`,
    noDeadline: 'Washa tena uthibitishaji wa hatua mbili kwenye ukurasa wa akaunti yako.',
    deadlineLabel: 'Washa tena kufikia',
  },
};

/** The last verified factor went (key `mfa_disabled:<factor id>`), with the new deadline. */
export const mfaDisabled: MailTemplate<MfaDisabledPayload> = {
  kind: 'mfa_disabled',
  payload: mfaDisabledPayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    const deadline = payload.deadline ? mailDate(ctx.language, payload.deadline) : null;
    return mailLayout(ctx, {
      subject: t.subject,
      heading: t.subject,
      paragraphs: [t.body, deadline ? t.deadline(deadline) : t.noDeadline],
      details: [
        [WHEN[ctx.language], mailDateTime(ctx.language, payload.at)],
        ...(deadline ? [[t.deadlineLabel, deadline] as const] : []),
      ],
      action: { label: ACCOUNT_ACTION[ctx.language], url: `${ctx.siteUrl}/account` },
      note: NOT_YOU[ctx.language],
    });
  },
};
