import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { newsletterConfirm } from './newsletter-confirm.ts';
import { issueParagraphs, newsletterIssue } from './newsletter-issue.ts';
import { MAIL_TEMPLATES } from './registry.ts';
import { MAIL_LANGUAGES, type MailContext, type MailLanguage } from './types.ts';

// The newsletter's two mails in every language: translated subject/button/notes (a language
// falling back to English fails), the links built from the site URL, the issue's unsubscribe
// as a link, an address in the text part and a List-Unsubscribe header; hostile text stays text.
const TOKEN = 'ab'.repeat(32);
const UNSUB = '00000000-0000-4000-8000-0000000000aa.0123456789abcdef0123456789abcdef';
const context = (language: MailLanguage): MailContext => ({
  language,
  to: 'reader@example.com',
  userId: null,
  siteUrl: 'https://csan.example',
  service: {} as SupabaseClient,
  fetch,
});

const CONFIRM: Record<MailLanguage, { subject: string; action: string }> = {
  en: {
    subject: 'Confirm your subscription to the CSAN newsletter',
    action: 'Confirm my subscription',
  },
  fr: {
    subject: 'Confirmez votre abonnement à la lettre d’information de la CSAN',
    action: 'Confirmer mon abonnement',
  },
  pt: {
    subject: 'Confirme a sua subscrição da newsletter da CSAN',
    action: 'Confirmar a subscrição',
  },
  sw: { subject: 'Thibitisha usajili wako wa jarida la CSAN', action: 'Thibitisha usajili wangu' },
};

const STOP: Record<MailLanguage, string> = {
  en: 'Unsubscribe from the newsletter',
  fr: 'Se désabonner de la lettre d’information',
  pt: 'Cancelar a subscrição da newsletter',
  sw: 'Jiondoe kwenye jarida',
};

const issue = {
  subject: 'CSAN news <November>',
  body: 'First paragraph\nstill first.\n\n<script>alert(1)</script> second & last',
  unsubscribe_path: `/newsletter?unsubscribe=${UNSUB}`,
};

describe('mail template newsletter_confirm', () => {
  it('is registered under its kind', () => {
    expect(MAIL_TEMPLATES.newsletter_confirm).toBe(newsletterConfirm);
  });

  it.each(MAIL_LANGUAGES)('renders in %s with the confirmation link', (language) => {
    const payload = newsletterConfirm.payload.parse({
      confirm_path: `/newsletter?confirm=${TOKEN}`,
    });
    const mail = newsletterConfirm.render(payload, context(language));
    const url = `https://csan.example/newsletter?confirm=${TOKEN}`;
    expect(mail.subject).toBe(CONFIRM[language].subject);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(`${CONFIRM[language].action}: ${url}`);
    expect(mail.text).toContain('reader@example.com');
  });

  it('refuses a payload whose link could point anywhere else', () => {
    const ok = (confirm_path: string) =>
      newsletterConfirm.payload.safeParse({ confirm_path }).success;
    expect(ok(`/newsletter?confirm=${TOKEN}`)).toBe(true);
    expect(ok(`//evil.example/newsletter?confirm=${TOKEN}`)).toBe(false);
    expect(ok('/newsletter?confirm=x')).toBe(false);
  });
});

describe('mail template newsletter_issue', () => {
  it('is registered under its kind', () => {
    expect(MAIL_TEMPLATES.newsletter_issue).toBe(newsletterIssue);
  });

  it.each(MAIL_LANGUAGES)('renders in %s with its own unsubscribe link and header', (language) => {
    const payload = newsletterIssue.payload.parse(issue);
    const mail = newsletterIssue.render(payload, context(language));
    const stopUrl = `https://csan.example/newsletter?unsubscribe=${UNSUB}`;
    expect(mail.subject).toBe('CSAN news <November>');
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(
      `<a href="${stopUrl}" style="color:#4a5568;">${STOP[language]}</a>`,
    );
    expect(mail.text).toContain(`${STOP[language]}: ${stopUrl}`);
    expect(newsletterIssue.headers?.(payload, context(language))).toEqual({
      'List-Unsubscribe': `<${stopUrl}>`,
    });
    // The admin's text is text: escaped in HTML, paragraphs kept.
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; second &amp; last');
    expect(mail.text).toContain(
      'First paragraph still first.\n\n<script>alert(1)</script> second & last',
    );
  });

  it('splits the text on blank lines and refuses foreign links', () => {
    expect(issueParagraphs('a\nb\n\n\n c \r\n\r\nd')).toEqual(['a b', 'c', 'd']);
    const ok = (p: Record<string, unknown>) => newsletterIssue.payload.safeParse(p).success;
    expect(ok(issue)).toBe(true);
    expect(ok({ ...issue, unsubscribe_path: '//evil.example/x' })).toBe(false);
    expect(ok({ ...issue, subject: '' })).toBe(false);
  });
});
