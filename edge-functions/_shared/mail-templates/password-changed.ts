import { z } from 'zod';
import { mailDateTime } from './dates.ts';
import { mailLayout } from './layout.ts';
import { NOT_YOU, WHEN } from './security-copy.ts';
import type { MailTemplate, Translations } from './types.ts';

export const passwordChangedPayload = z.object({ at: z.iso.datetime({ offset: true }) });
export type PasswordChangedPayload = z.infer<typeof passwordChangedPayload>;

const COPY: Translations<{ subject: string; body: string; action: string }> = {
  en: {
    subject: 'Your password was changed',
    body: 'The password of your CSAN account was changed. From now on, sign in with the new one.',
    action: 'Sign in',
  },
  fr: {
    subject: 'Votre mot de passe a été modifié',
    body: 'Le mot de passe de votre compte CSAN a été modifié. Désormais, connectez-vous avec le nouveau.',
    action: 'Se connecter',
  },
  pt: {
    subject: 'A sua palavra-passe foi alterada',
    body: 'A palavra-passe da sua conta CSAN foi alterada. A partir de agora, inicie sessão com a nova.',
    action: 'Iniciar sessão',
  },
  sw: {
    subject: 'Nenosiri lako limebadilishwa',
    body: 'Nenosiri la akaunti yako ya CSAN limebadilishwa. Kuanzia sasa, ingia kwa kutumia jipya.',
    action: 'Ingia',
  },
};

/** auth.users.encrypted_password changed (key `password_changed:<user id>:<md5 of the hash>`). */
export const passwordChanged: MailTemplate<PasswordChangedPayload> = {
  kind: 'password_changed',
  payload: passwordChangedPayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    return mailLayout(ctx, {
      subject: t.subject,
      heading: t.subject,
      paragraphs: [t.body],
      details: [[WHEN[ctx.language], mailDateTime(ctx.language, payload.at)]],
      action: { label: t.action, url: `${ctx.siteUrl}/auth` },
      note: NOT_YOU[ctx.language],
    });
  },
};
