import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from './registry.ts';
import { MAIL_LANGUAGES, type MailContext, type MailLanguage } from './types.ts';

// Every kind of this registry in every language: the subject and a sentence of the body are the
// translated ones (a language falling back to English fails), the HTML part is in that language
// and escapes what it is given, and the plain-text part says the same as the HTML part.
const AT = '2026-11-27T09:30:00.000000+00:00';

interface Case {
  kind: string;
  payload: Record<string, unknown>;
  subject: Record<MailLanguage, string>;
  /** A sentence of the body (plain text) per language. */
  says: Record<MailLanguage, string>;
  alsoSays?: Record<MailLanguage, string>;
}

const CASES: Case[] = [
  {
    kind: 'welcome',
    payload: { full_name: 'Ama <b>Mensah</b>', mfa_deadline: '2026-12-04' },
    subject: {
      en: 'Welcome to CSAN',
      fr: 'Bienvenue à la CSAN',
      pt: 'Bem-vindo à CSAN',
      sw: 'Karibu CSAN',
    },
    says: {
      en: 'Welcome, Ama <b>Mensah</b>!',
      fr: 'Bienvenue, Ama <b>Mensah</b> !',
      pt: 'Bem-vindo, Ama <b>Mensah</b>!',
      sw: 'Karibu, Ama <b>Mensah</b>!',
    },
    // The member's own MFA deadline, as a date of that language.
    alsoSays: {
      en: 'on your account page by 4 December 2026',
      fr: 'sur la page de votre compte avant le 4 décembre 2026',
      pt: 'na página da sua conta até 4 de dezembro de 2026',
      sw: 'kwenye ukurasa wa akaunti yako kufikia 4 Desemba 2026',
    },
  },
  {
    kind: 'mfa_enabled',
    payload: { at: AT },
    subject: {
      en: 'Two-step verification is on',
      fr: 'La vérification en deux étapes est activée',
      pt: 'A verificação em dois passos está ativa',
      sw: 'Uthibitishaji wa hatua mbili umewashwa',
    },
    says: {
      en: 'Keep your backup codes somewhere safe.',
      fr: 'Gardez vos codes de secours en lieu sûr.',
      pt: 'Guarde os seus códigos de recuperação num local seguro.',
      sw: 'Hifadhi misimbo yako ya akiba mahali salama.',
    },
  },
  {
    kind: 'mfa_disabled',
    payload: { at: AT, deadline: '2026-12-04' },
    subject: {
      en: 'Two-step verification was turned off',
      fr: 'La vérification en deux étapes a été désactivée',
      pt: 'A verificação em dois passos foi desativada',
      sw: 'Uthibitishaji wa hatua mbili umezimwa',
    },
    // The new deadline, written as a date of that language.
    says: {
      en: 'Set up two-step verification again by 4 December 2026',
      fr: 'Réactivez la vérification en deux étapes avant le 4 décembre 2026',
      pt: 'Volte a configurar a verificação em dois passos até 4 de dezembro de 2026',
      sw: 'Washa tena uthibitishaji wa hatua mbili kufikia 4 Desemba 2026',
    },
  },
  {
    kind: 'password_changed',
    payload: { at: AT },
    subject: {
      en: 'Your password was changed',
      fr: 'Votre mot de passe a été modifié',
      pt: 'A sua palavra-passe foi alterada',
      sw: 'Nenosiri lako limebadilishwa',
    },
    says: {
      en: 'If you did not do this, reset your password',
      fr: 'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe',
      pt: 'Se não foi você, redefina já a sua palavra-passe',
      sw: 'Kama si wewe uliyefanya hivi, weka upya nenosiri lako',
    },
  },
  {
    kind: 'backup_code_used',
    payload: { at: AT, remaining: 7 },
    subject: {
      en: 'A backup code was used',
      fr: 'Un code de secours a été utilisé',
      pt: 'Foi usado um código de recuperação',
      sw: 'Msimbo wa akiba umetumika',
    },
    says: {
      en: 'Unused backup codes left: 7.',
      fr: 'Codes de secours encore inutilisés : 7.',
      pt: 'Códigos de recuperação por usar: 7.',
      sw: 'Misimbo ya akiba ambayo haijatumika: 7.',
    },
  },
];

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function context(language: MailLanguage): MailContext {
  return {
    language,
    to: 'ama@csan.test',
    userId: null,
    siteUrl: 'https://csan.example',
    service: {} as SupabaseClient,
    fetch,
  };
}

describe.each(CASES)('mail template $kind', ({ kind, payload, subject, says, alsoSays }) => {
  const template = MAIL_TEMPLATES[kind];

  it('is registered under its kind', () => {
    expect(template?.kind).toBe(kind);
  });

  it.each(MAIL_LANGUAGES)('renders in %s: subject, body, HTML and plain text', (language) => {
    if (!template) throw new Error(`${kind} is not registered`);
    const mail = template.render(template.payload.parse(payload), context(language));
    expect(mail.subject).toBe(subject[language]);
    expect(mail.text).toContain(says[language]);
    if (alsoSays) expect(mail.text).toContain(alsoSays[language]);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`<title>${escaped(subject[language])}</title>`);
    // What the template was given is text in HTML: the name's tags are escaped, never markup.
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(escaped(says[language]));
    // The society's footer, in every mail.
    expect(mail.text).toContain('info@csan.africa');
    expect(mail.html).toContain('info@csan.africa');
  });
});

describe('mail template payloads', () => {
  it('refuses a payload a template cannot render (the drainer fails such a row at once)', () => {
    expect(MAIL_TEMPLATES.mfa_disabled?.payload.safeParse({ deadline: 'soon' }).success).toBe(
      false,
    );
    expect(MAIL_TEMPLATES.backup_code_used?.payload.safeParse({ at: AT }).success).toBe(false);
  });

  it('says so when no backup code is left, and without a deadline asks to set MFA up again', () => {
    const used = MAIL_TEMPLATES.backup_code_used;
    const off = MAIL_TEMPLATES.mfa_disabled;
    if (!used || !off) throw new Error('templates missing');
    expect(used.render({ at: AT, remaining: 0 }, context('fr')).text).toContain(
      'Il ne reste aucun code de secours',
    );
    expect(off.render({ at: AT, deadline: null }, context('pt')).text).toContain(
      'Volte a configurar a verificação em dois passos na página da sua conta.',
    );
  });
});
