import { z } from 'zod';
import { mailDateTime } from './dates.ts';
import { mailLayout } from './layout.ts';
import { ACCOUNT_ACTION, NOT_YOU, WHEN } from './security-copy.ts';
import type { MailTemplate, Translations } from './types.ts';

export const backupCodeUsedPayload = z.object({
  at: z.iso.datetime({ offset: true }),
  /** Unspent codes left right after this one was spent. */
  remaining: z.number().int().min(0),
});
export type BackupCodeUsedPayload = z.infer<typeof backupCodeUsedPayload>;

interface Copy {
  subject: string;
  body: string;
  remaining: (count: number) => string;
  none: string;
}

const COPY: Translations<Copy> = {
  en: {
    subject: 'A backup code was used',
    body: 'One of the backup codes of your CSAN account was just used to confirm a sign-in or a change. Each code works once.',
    remaining: (count) => `Unused backup codes left: ${count}.`,
    none: 'No unused backup codes are left: set up two-step verification again to get new ones.',
  },
  fr: {
    subject: 'Un code de secours a été utilisé',
    body: 'L’un des codes de secours de votre compte CSAN vient d’être utilisé pour confirmer une connexion ou une modification. Chaque code ne sert qu’une fois.',
    remaining: (count) => `Codes de secours encore inutilisés : ${count}.`,
    none: 'Il ne reste aucun code de secours : réactivez la vérification en deux étapes pour en obtenir de nouveaux.',
  },
  pt: {
    subject: 'Foi usado um código de recuperação',
    body: 'Um dos códigos de recuperação da sua conta CSAN acabou de ser usado para confirmar um início de sessão ou uma alteração. Cada código funciona uma só vez.',
    remaining: (count) => `Códigos de recuperação por usar: ${count}.`,
    none: 'Já não há códigos de recuperação por usar: volte a configurar a verificação em dois passos para obter novos.',
  },
  sw: {
    subject: 'Msimbo wa akiba umetumika',
    body: 'Mojawapo ya misimbo ya akiba ya akaunti yako ya CSAN imetumika sasa hivi kuthibitisha kuingia au mabadiliko. Kila msimbo hufanya kazi mara moja tu.',
    remaining: (count) => `Misimbo ya akiba ambayo haijatumika: ${count}.`,
    none: 'Hakuna misimbo ya akiba iliyobaki: washa tena uthibitishaji wa hatua mbili ili upate mipya.',
  },
};

/** A backup code was spent (key `backup_code_used:<code id>`). */
export const backupCodeUsed: MailTemplate<BackupCodeUsedPayload> = {
  kind: 'backup_code_used',
  payload: backupCodeUsedPayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    return mailLayout(ctx, {
      subject: t.subject,
      heading: t.subject,
      paragraphs: [t.body, payload.remaining > 0 ? t.remaining(payload.remaining) : t.none],
      details: [[WHEN[ctx.language], mailDateTime(ctx.language, payload.at)]],
      action: { label: ACCOUNT_ACTION[ctx.language], url: `${ctx.siteUrl}/account` },
      note: NOT_YOU[ctx.language],
    });
  },
};
