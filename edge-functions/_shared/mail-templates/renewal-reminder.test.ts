import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from './registry.ts';
import { renewalReminder as template } from './renewal-reminder.ts';
import { MAIL_LANGUAGES, type MailContext, type MailLanguage } from './types.ts';

// The renewal reminder in every language and stage: translated subject and body (a language
// falling back to English fails), the renewal link to the member's tier, and the one-click
// unsubscribe as a link in the HTML part, as an address in the text part and as a header.
const TOKEN = '00000000-0000-4000-8000-000000000003.0123456789abcdef0123456789abcdef';
const payload = (stage: '30' | '14' | '3' | 'expired', days_left: number) => ({
  stage,
  tier: 'Professional',
  days_left,
  next_billing_date: '2027-06-30',
  renew_path: '/checkout?tier=Professional',
  unsubscribe_path: `/reminders-unsubscribe?token=${TOKEN}`,
});

const context = (language: MailLanguage): MailContext => ({
  language,
  to: 'ama@csan.test',
  userId: null,
  siteUrl: 'https://csan.example',
  service: {} as SupabaseClient,
  fetch,
});

const EXPECTED: Record<
  MailLanguage,
  { in14: string; expired: string; tomorrow: string; body: string; stop: string }
> = {
  en: {
    in14: 'Your CSAN membership ends in 14 days',
    expired: 'Your CSAN membership has expired',
    tomorrow: 'Your CSAN membership ends tomorrow',
    body: 'Your Professional membership ends on 30 June 2027.',
    stop: 'Stop renewal reminders (your other CSAN e-mails continue)',
  },
  fr: {
    in14: 'Votre adhésion à la CSAN se termine dans 14 jours',
    expired: 'Votre adhésion à la CSAN a expiré',
    tomorrow: 'Votre adhésion à la CSAN se termine demain',
    body: 'Votre adhésion Professionnel se termine le 30 juin 2027.',
    stop: 'Ne plus recevoir les rappels de renouvellement (vos autres e-mails de la CSAN continuent)',
  },
  pt: {
    in14: 'A sua adesão à CSAN termina dentro de 14 dias',
    expired: 'A sua adesão à CSAN expirou',
    tomorrow: 'A sua adesão à CSAN termina amanhã',
    body: 'A sua adesão Profissional termina a 30 de junho de 2027.',
    stop: 'Deixar de receber lembretes de renovação (os outros e-mails da CSAN continuam)',
  },
  sw: {
    in14: 'Uanachama wako wa CSAN unaisha baada ya siku 14',
    expired: 'Uanachama wako wa CSAN umekwisha',
    tomorrow: 'Uanachama wako wa CSAN unaisha kesho',
    body: 'Uanachama wako wa Mtaalamu unaisha tarehe 30 Juni 2027.',
    stop: 'Acha kupokea vikumbusho vya kuhuisha (barua pepe zako nyingine za CSAN zinaendelea)',
  },
};

const render = (language: MailLanguage, p: ReturnType<typeof payload>) => {
  return template.render(template.payload.parse(p), context(language));
};

describe('mail template renewal_reminder', () => {
  it('is registered under its kind (the drainer renders what the registry knows)', () => {
    expect(MAIL_TEMPLATES.renewal_reminder).toBe(template);
  });

  it.each(MAIL_LANGUAGES)('renders in %s: stages, renewal link, unsubscribe link', (language) => {
    const expected = EXPECTED[language];
    const mail = render(language, payload('14', 14));
    expect(mail.subject).toBe(expected.in14);
    expect(mail.text).toContain(expected.body);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('href="https://csan.example/checkout?tier=Professional"');
    expect(mail.text).toContain('https://csan.example/checkout?tier=Professional');
    const stopUrl = `https://csan.example/reminders-unsubscribe?token=${TOKEN}`;
    expect(mail.html).toContain(`<a href="${stopUrl}" style="color:#4a5568;">`);
    expect(mail.text).toContain(`${expected.stop}: ${stopUrl}`);
    expect(
      template.headers?.(template.payload.parse(payload('14', 14)), context(language)),
    ).toEqual({ 'List-Unsubscribe': `<${stopUrl}>` });
    expect(render(language, payload('expired', 0)).subject).toBe(expected.expired);
    expect(render(language, payload('3', 1)).subject).toBe(expected.tomorrow);
  });

  it('refuses a payload whose links could point anywhere else', () => {
    const parse = (p: Record<string, unknown>) => template.payload.safeParse(p).success;
    expect(parse(payload('30', 30))).toBe(true);
    expect(parse({ ...payload('30', 30), unsubscribe_path: '//evil.example/x' })).toBe(false);
    expect(parse({ ...payload('30', 30), tier: 'Gold' })).toBe(false);
    expect(parse({ ...payload('30', 30), stage: '7' })).toBe(false);
  });
});
