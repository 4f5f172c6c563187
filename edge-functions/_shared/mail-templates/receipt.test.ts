import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import { receipt as template } from './receipt.ts';
import { MAIL_LANGUAGES, type MailContext, type MailLanguage } from './types.ts';

// The receipt mail in every language: translated subject and body (a language falling back to
// English fails), the payment's facts in the body as the checkout writes them, and the PDF
// attached, made from the database's facts at send time.
const payload = {
  reference: 'CSAN-7Q2X9',
  amount_cents: 123456,
  tier: 'Corporate',
  team_size: 6,
  paid_at: '2026-11-27T09:30:00+00:00',
  period_start: '2026-11-27T09:30:00+00:00',
  period_end: '2027-11-27T09:30:00+00:00',
} as const;

const facts = (language: MailLanguage) => ({
  ...payload,
  user_id: '00000000-0000-4000-8000-000000000003',
  currency: 'GHS',
  member_name: 'Ama <b>Mensah</b>',
  member_email: 'ama@csan.test',
  language,
});

const rpcCalls: Array<[string, unknown]> = [];
const context = (language: MailLanguage, found = true): MailContext => ({
  language,
  to: 'ama@csan.test',
  userId: null,
  siteUrl: 'https://csan.example',
  service: {
    rpc: async (name: string, args: unknown) => {
      rpcCalls.push([name, args]);
      return { data: found ? facts(language) : null, error: null };
    },
  } as unknown as SupabaseClient,
  fetch,
});

const EXPECTED: Record<
  MailLanguage,
  { subject: string; body: string; amount: string; tier: string }
> = {
  en: {
    subject: 'Your CSAN payment receipt (CSAN-7Q2X9)',
    body: 'Your receipt is attached as a PDF',
    amount: 'GHS 1,234.56',
    tier: 'Corporate',
  },
  fr: {
    subject: 'Votre reçu de paiement CSAN (CSAN-7Q2X9)',
    body: 'Votre reçu est joint en PDF',
    amount: 'GHS 1\u202f234,56',
    tier: 'Entreprise',
  },
  pt: {
    subject: 'O seu recibo de pagamento CSAN (CSAN-7Q2X9)',
    body: 'O seu recibo segue em anexo em PDF',
    amount: 'GHS 1.234,56',
    tier: 'Empresarial',
  },
  sw: {
    subject: 'Stakabadhi yako ya malipo ya CSAN (CSAN-7Q2X9)',
    body: 'Stakabadhi yako imeambatishwa kama PDF',
    amount: 'GHS 1,234.56',
    tier: 'Kampuni',
  },
};

describe('receipt mail', () => {
  it.each(MAIL_LANGUAGES)('renders in %s with the facts of the payment', (language) => {
    const mail = template.render(template.payload.parse(payload), context(language));
    const expected = EXPECTED[language];
    expect(mail.subject).toBe(expected.subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(expected.body);
      expect(part).toContain(expected.amount);
      expect(part).toContain(expected.tier);
      expect(part).toContain('CSAN-7Q2X9');
      expect(part).toContain('https://csan.example/membership');
    }
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it.each(MAIL_LANGUAGES)('attaches the PDF receipt in %s', async (language) => {
    rpcCalls.length = 0;
    const files = await template.attachments?.(template.payload.parse(payload), context(language));
    expect(rpcCalls).toEqual([['payment_receipt_facts', { p_reference: 'CSAN-7Q2X9' }]]);
    expect(files).toHaveLength(1);
    const [file] = files ?? [];
    expect(file?.content_type).toBe('application/pdf');
    expect(file?.filename).toMatch(/^CSAN-.+-CSAN-7Q2X9\.pdf$/);
    const text = await pdfText(new Uint8Array(Buffer.from(file?.content ?? '', 'base64')));
    expect(text).toContain('CSAN-7Q2X9');
    expect(text).toContain(EXPECTED[language].amount.replace(/\s/g, ' '));
    expect(text).toContain(EXPECTED[language].tier);
    // A name is printed as text, never as markup.
    expect(text).toContain('Ama <b>Mensah</b>');
  });

  it('fails the send (the drainer retries) when the payment has no receipt', async () => {
    await expect(
      template.attachments?.(template.payload.parse(payload), context('en', false)),
    ).rejects.toThrow(/no successful payment/);
  });

  it('refuses a payload it cannot render', () => {
    expect(template.payload.safeParse({ ...payload, amount_cents: 1.5 }).success).toBe(false);
    expect(template.payload.safeParse({ ...payload, tier: 'Gold' }).success).toBe(false);
    expect(template.payload.safeParse({ reference: 'x' }).success).toBe(false);
  });
});
