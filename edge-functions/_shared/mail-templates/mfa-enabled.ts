import { z } from 'zod';
import { mailDateTime } from './dates.ts';
import { mailLayout } from './layout.ts';
import { ACCOUNT_ACTION, NOT_YOU, WHEN } from './security-copy.ts';
import type { MailTemplate, Translations } from './types.ts';

export const mfaEnabledPayload = z.object({ at: z.iso.datetime({ offset: true }) });
export type MfaEnabledPayload = z.infer<typeof mfaEnabledPayload>;

const COPY: Translations<{ subject: string; body: string }> = {
  en: {
    subject: 'Two-step verification is on',
    body: 'An authenticator app was added to your CSAN account: from now on, signing in asks for its code after your password. Keep your backup codes somewhere safe.',
  },
  fr: {
    subject: 'La vérification en deux étapes est activée',
    body: 'Une application d’authentification a été ajoutée à votre compte CSAN : désormais, la connexion demande son code après votre mot de passe. Gardez vos codes de secours en lieu sûr.',
  },
  pt: {
    subject: 'A verificação em dois passos está ativa',
    body: 'Foi adicionada uma aplicação de autenticação à sua conta CSAN: a partir de agora, o início de sessão pede o código dela depois da palavra-passe. Guarde os seus códigos de recuperação num local seguro.',
  },
  sw: {
    subject: 'Uthibitishaji wa hatua mbili umewashwa',
    body: 'Programu ya uthibitishaji imeongezwa kwenye akaunti yako ya CSAN: kuanzia sasa, kuingia kutauliza msimbo wake baada ya nenosiri lako. Hifadhi misimbo yako ya akiba mahali salama.',
  },
};

/** A factor became verified (key `mfa_enabled:<factor id>`). */
export const mfaEnabled: MailTemplate<MfaEnabledPayload> = {
  kind: 'mfa_enabled',
  payload: mfaEnabledPayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    return mailLayout(ctx, {
      subject: t.subject,
      heading: t.subject,
      paragraphs: [t.body],
      details: [[WHEN[ctx.language], mailDateTime(ctx.language, payload.at)]],
      action: { label: ACCOUNT_ACTION[ctx.language], url: `${ctx.siteUrl}/account` },
      note: NOT_YOU[ctx.language],
    });
  },
};
