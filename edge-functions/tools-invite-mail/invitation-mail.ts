import { escapeHtml } from '../_shared/html.ts';

export type Language = 'en' | 'fr' | 'pt' | 'sw';

interface Texts {
  subject: (assessment: string) => string;
  body: (inviter: string, assessment: string, organisation: string) => string;
  open: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (a) => `You are invited to the self-assessment “${a}”`,
    body: (i, a, o) =>
      `${i} has added you to the team of the self-assessment “${a}” (${o}) on CSAN Tools.`,
    open: 'Open it to see the items assigned to you:',
  },
  fr: {
    subject: (a) => `Vous êtes invité·e à l’auto-évaluation « ${a} »`,
    body: (i, a, o) =>
      `${i} vous a ajouté·e à l’équipe de l’auto-évaluation « ${a} » (${o}) sur CSAN Outils.`,
    open: 'Ouvrez-la pour voir les points qui vous sont confiés :',
  },
  pt: {
    subject: (a) => `Foi convidado/a para a autoavaliação “${a}”`,
    body: (i, a, o) =>
      `${i} adicionou-o/a à equipa da autoavaliação “${a}” (${o}) no CSAN Ferramentas.`,
    open: 'Abra-a para ver os itens que lhe foram atribuídos:',
  },
  sw: {
    subject: (a) => `Umealikwa kwenye tathmini binafsi “${a}”`,
    body: (i, a, o) =>
      `${i} amekuongeza kwenye timu ya tathmini binafsi “${a}” (${o}) kwenye CSAN Zana.`,
    open: 'Ifungue uone vipengele ulivyopewa:',
  },
};

export interface Invitation {
  language: Language;
  inviter: string;
  assessment: string;
  organisation: string;
  link: string;
}

/** The invitation mail in the invitee's language (text and HTML, every value escaped in HTML). */
export function renderInvitation(invitation: Invitation): {
  subject: string;
  text: string;
  html: string;
} {
  const t = TEXTS[invitation.language] ?? TEXTS.en;
  const body = t.body(invitation.inviter, invitation.assessment, invitation.organisation);
  return {
    subject: t.subject(invitation.assessment),
    text: `${body}\n\n${t.open}\n${invitation.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(t.open)}<br><a href="${escapeHtml(invitation.link)}">${escapeHtml(invitation.link)}</a></p>`,
  };
}

/** The assessment's page on the tools host (tools.<site host>). */
export function assessmentLink(siteUrl: string, assessmentId: string): string {
  const site = new URL(siteUrl);
  return `${site.protocol}//tools.${site.host.replace(/^www\./, '')}/assessments/${assessmentId}`;
}
