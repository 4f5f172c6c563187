import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatePdf, drawable, standardFontsDraw } from './certificate-pdf';
import { linkedInAddUrl } from './linkedin';

const labels = {
  heading: 'Certificate of completion',
  awarded: 'This certifies that',
  completed: 'has completed',
  issued: 'Issued',
  cpe: 'CPE hours',
  verify: 'Verify',
};

describe('the certificate PDF', () => {
  it('is a one-page PDF whose metadata names the holder, the course and the code', async () => {
    const bytes = await certificatePdf({
      holder: 'Amélie Nkrumah',
      title: 'Foundations of Incident Response',
      code: 'CSAN-ABCD-2345',
      date: '27 November 2026',
      cpeHours: 6,
      verifyUrl: 'http://skillup.csan.localhost/verify/CSAN-ABCD-2345',
      labels,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Foundations of Incident Response — Amélie Nkrumah');
    expect(pdf.getSubject()).toBe('CSAN-ABCD-2345');
  });

  it('draws a name outside Latin-1 with the embedded Unicode font; without the font, with ?', async () => {
    const input = {
      holder: 'Ɛfua Ŋkansah Юлия',
      title: 'Foundations of Incident Response',
      code: 'CSAN-ABCD-2345',
      date: '27 November 2026',
      cpeHours: 6,
      verifyUrl: 'http://skillup.csan.localhost/verify/CSAN-ABCD-2345',
      labels,
    };
    expect(standardFontsDraw(input.holder)).toBe(false);
    // jsdom gives import.meta.url an http scheme; vitest provides the file's folder.
    const font = new Uint8Array(await readFile(`${__dirname}/fonts/DejaVuSans-Bold.ttf`));
    const withFont = await PDFDocument.load(
      await certificatePdf(input, { loadUnicodeFont: async () => font }),
    );
    expect(withFont.getKeywords()).toContain('Ɛfua Ŋkansah Юлия');
    expect(baseFonts(withFont).some((name) => /^\/DejaVuSans-Bold/.test(name))).toBe(true);
    const offline = await PDFDocument.load(
      await certificatePdf(input, { loadUnicodeFont: () => Promise.reject(new Error('offline')) }),
    );
    expect(offline.getPageCount()).toBe(1);
    expect(baseFonts(offline).some((name) => name.includes('DejaVu'))).toBe(false);
  });

  it('draws names in other scripts with a placeholder instead of failing', () => {
    expect(drawable('Zoë “Kofi” Œuvre')).toBe('Zoë “Kofi” Œuvre');
    expect(drawable('Ама 李')).toBe('??? ?');
  });
});

describe('Add to LinkedIn', () => {
  it("pre-fills LinkedIn's add-certification form", () => {
    const url = new URL(
      linkedInAddUrl({
        title: 'Foundations of Incident Response',
        code: 'CSAN-FIR1-2026',
        issuedAt: '2026-03-05T10:00:00Z',
        expiresAt: '2029-03-05T10:00:00Z',
        verifyUrl: 'https://skillup.csan.org/verify/CSAN-FIR1-2026',
        organization: 'CSAN',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Foundations of Incident Response',
      organizationName: 'CSAN',
      issueYear: '2026',
      issueMonth: '3',
      expirationYear: '2029',
      expirationMonth: '3',
      certUrl: 'https://skillup.csan.org/verify/CSAN-FIR1-2026',
      certId: 'CSAN-FIR1-2026',
    });
  });
});

/** The BaseFont names of the fonts a PDF embeds or references. */
function baseFonts(pdf: PDFDocument): string[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of('BaseFont')) : null))
    .filter((name) => name !== undefined && name !== null)
    .map(String);
}
