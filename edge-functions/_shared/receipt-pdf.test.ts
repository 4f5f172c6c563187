import { describe, expect, it } from 'vitest';
import { formatCedis } from '../../shared-ui/src/format/money.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { RECEIPT_LABELS, RECEIPT_LANGUAGES, receiptLanguage, SOCIETY } from './receipt-labels.ts';
import {
  drawableText,
  formatGhs,
  nameLine,
  type ReceiptFacts,
  receiptFileName,
  receiptPdf,
} from './receipt-pdf.ts';

const facts = (over: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  reference: 'CSAN-REF-123456',
  amount_cents: 123456,
  currency: 'GHS',
  paid_at: '2026-11-27T10:00:00Z',
  tier: 'Corporate',
  team_size: 5,
  period_start: '2026-11-27T10:00:00Z',
  period_end: '2027-11-27T10:00:00Z',
  member_name: 'Ama Mensah',
  member_email: 'ama@example.com',
  language: 'en',
  ...over,
});

describe('receiptPdf', () => {
  it.each(RECEIPT_LANGUAGES)('prints every fact in %s', async (language) => {
    const text = await pdfText(await receiptPdf(facts({ language })));
    const l = RECEIPT_LABELS[language];
    expect(text).toContain(l.title);
    expect(text).toContain('CSAN-REF-123456');
    // The amount exactly as the checkout formats it in that language.
    // (French groups with U+202F; the PDF prints a no-break space, which a reader reads as one.)
    expect(text).toContain(formatCedis(123456, language).replace(/\s/g, ' '));
    expect(text).toContain(l.tiers.Corporate);
    expect(text).toContain(l.teamSize);
    expect(text).toContain(l.period);
    expect(text).toContain('2027');
    expect(text).toContain('Ama Mensah');
    expect(text).toContain('ama@example.com');
    expect(text).toContain(SOCIETY.address);
    expect(text).toContain(SOCIETY.email);
  });

  it('writes the dates in the member’s language', async () => {
    expect(await pdfText(await receiptPdf(facts({ language: 'fr' })))).toContain(
      '27 novembre 2026 – 27 novembre 2027',
    );
    expect(await pdfText(await receiptPdf(facts()))).toContain(
      '27 November 2026 – 27 November 2027',
    );
  });

  it('prints Latin names outside Latin-1 without a question mark', async () => {
    const text = await pdfText(await receiptPdf(facts({ member_name: 'Ɔdɔnkɔ Ŵale Łucja' })));
    expect(text).toContain('Odonko Wale Lucja');
    expect(text).not.toContain('?');
  });

  it('leaves out a name in a script the font lacks, keeping the e-mail', async () => {
    const text = await pdfText(await receiptPdf(facts({ member_name: 'ሰላም ታደሰ' })));
    expect(text).toContain('ama@example.com');
    expect(text).not.toContain('?');
  });

  it('is the same document each time it is made (download = attachment)', async () => {
    expect(
      Buffer.from(await receiptPdf(facts())).equals(Buffer.from(await receiptPdf(facts()))),
    ).toBe(true);
  });
});

describe('receipt helpers', () => {
  it('formats GHS exactly as the checkout (shared-ui formatCedis) in every language', () => {
    for (const language of RECEIPT_LANGUAGES) {
      for (const cents of [0, 5, 20000, 123456, 250000000]) {
        expect(formatGhs(cents, language)).toBe(formatCedis(cents, language));
      }
    }
    expect(() => formatGhs(1.5, 'en')).toThrow(RangeError);
  });

  it('falls back to English for an unknown language', () => {
    expect(receiptLanguage('fr-CI')).toBe('fr');
    expect(receiptLanguage('de')).toBe('en');
    expect(receiptLanguage(undefined)).toBe('en');
  });

  it('draws what WinAnsi has and refuses other scripts', () => {
    expect(drawableText('Kwame Nkrumah')).toBe('Kwame Nkrumah');
    expect(drawableText('Zoë Müller-Žák')).toBe('Zoë Müller-Žák');
    expect(drawableText('Ɛsi\nAdjoa')).toBe('Esi Adjoa');
    expect(drawableText('محمد')).toBeNull();
    expect(drawableText('A محمد', '-')).toBe('A ----');
    expect(drawableText('1\u202f234')).toBe('1\u00a0234');
    expect(nameLine({ member_name: 'محمد', member_email: 'm@example.com' })).toBe('m@example.com');
    expect(nameLine({ member_name: null, member_email: 'm@example.com' })).toBe('m@example.com');
  });

  it('names the file in the member’s language with a safe reference', () => {
    expect(receiptFileName({ reference: 'AB/1 2', language: 'pt' })).toBe('CSAN-recibo-AB_1_2.pdf');
  });
});
