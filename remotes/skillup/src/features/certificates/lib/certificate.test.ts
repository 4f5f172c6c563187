import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatePdf, drawable } from './certificate-pdf';
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
