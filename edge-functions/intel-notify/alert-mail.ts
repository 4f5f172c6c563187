import { escapeHtml } from '../_shared/html.ts';

export type Language = 'en' | 'fr' | 'pt' | 'sw';
export type Tlp = 'clear' | 'green' | 'amber' | 'amber_strict' | 'red';

/** FIRST's labels, written exactly so in every language. */
export const TLP_LABELS: Record<Tlp, string> = {
  clear: 'TLP:CLEAR',
  green: 'TLP:GREEN',
  amber: 'TLP:AMBER',
  amber_strict: 'TLP:AMBER+STRICT',
  red: 'TLP:RED',
};

const TEXTS: Record<
  Language,
  {
    published: string;
    updated: string;
    open: string;
    sealed: string;
    matches: string;
    severity: Record<string, string>;
  }
> = {
  en: {
    published: 'New advisory',
    updated: 'Updated advisory',
    open: 'Open it on the intel portal:',
    sealed: 'Its content is shared on the intel portal only. Sign in to read it:',
    matches: 'It matches your constituency.',
    severity: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
  },
  fr: {
    published: 'Nouvel avis',
    updated: 'Avis mis à jour',
    open: 'Ouvrez-le sur le portail intel :',
    sealed: 'Son contenu n’est partagé que sur le portail intel. Connectez-vous pour le lire :',
    matches: 'Il concerne votre périmètre.',
    severity: { critical: 'Critique', high: 'Élevée', medium: 'Moyenne', low: 'Faible' },
  },
  pt: {
    published: 'Novo alerta',
    updated: 'Alerta atualizado',
    open: 'Abra-o no portal intel:',
    sealed: 'O conteúdo só é partilhado no portal intel. Inicie sessão para o ler:',
    matches: 'Corresponde ao seu perímetro.',
    severity: { critical: 'Crítica', high: 'Alta', medium: 'Média', low: 'Baixa' },
  },
  sw: {
    published: 'Tahadhari mpya',
    updated: 'Tahadhari imesasishwa',
    open: 'Ifungue kwenye lango la intel:',
    sealed: 'Maudhui yake yanashirikiwa kwenye lango la intel pekee. Ingia ili kuisoma:',
    matches: 'Inalingana na eneo lako la uwajibikaji.',
    severity: { critical: 'Hatari kubwa', high: 'Juu', medium: 'Wastani', low: 'Chini' },
  },
};

export interface AlertInput {
  language: Language;
  tlp: Tlp;
  status: 'published' | 'updated';
  title: string;
  summary: string;
  severity: string;
  link: string;
  matchesConstituency: boolean;
}

/**
 * One reader's alert. The subject always starts with the TLP label. AMBER+STRICT and RED carry
 * no content at all (no title, summary, severity or match): only the label and the link, so
 * nothing leaves the portal that its readers could forward.
 */
export function renderAlert(input: AlertInput): { subject: string; text: string; html: string } {
  const t = TEXTS[input.language];
  const label = TLP_LABELS[input.tlp];
  const kind = input.status === 'updated' ? t.updated : t.published;
  if (input.tlp === 'amber_strict' || input.tlp === 'red') {
    return {
      subject: `[${label}] ${kind}`,
      text: `${label}\n\n${t.sealed}\n${input.link}\n`,
      html: `<p><strong>${label}</strong></p><p>${escapeHtml(t.sealed)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    };
  }
  const severity = t.severity[input.severity] ?? input.severity;
  const lines = [
    label,
    '',
    `${input.title} (${severity})`,
    input.summary,
    ...(input.matchesConstituency ? ['', t.matches] : []),
    '',
    t.open,
    input.link,
  ];
  return {
    subject: `[${label}] ${kind}: ${input.title}`,
    text: `${lines.join('\n')}\n`,
    html: [
      `<p><strong>${label}</strong></p>`,
      `<h1>${escapeHtml(input.title)} (${escapeHtml(severity)})</h1>`,
      `<p>${escapeHtml(input.summary)}</p>`,
      input.matchesConstituency ? `<p><strong>${escapeHtml(t.matches)}</strong></p>` : '',
      `<p>${escapeHtml(t.open)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    ].join(''),
  };
}

/** The intel host is the site's `intel.` subdomain (area hosts: ARCHITECTURE.md). */
export function advisoryLink(siteUrl: string, advisoryId: string): string {
  const site = new URL(siteUrl);
  return `${site.protocol}//intel.${site.host.replace(/^www\./, '')}/advisories/${advisoryId}`;
}
