import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

export type CertificatePdfInput = {
  holder: string;
  title: string;
  code: string;
  /** Already formatted in the reader's language. */
  date: string;
  cpeHours: number;
  verifyUrl: string;
  /** The certificate's words in the reader's language. */
  labels: {
    heading: string;
    awarded: string;
    completed: string;
    issued: string;
    cpe: string;
    verify: string;
  };
};

// Characters of WinAnsi (the standard PDF fonts' encoding) above Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in fonts can draw: Latin-1 and WinAnsi's extras as they are, anything else
 * (a name in another script) as '?' rather than failing the whole PDF.
 */
export function drawable(text: string): string {
  return Array.from(text.normalize('NFC'), (c) => {
    const code = c.codePointAt(0) ?? 0;
    // Control characters (C0, DEL, C1) would break the line: a space instead.
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return ' ';
    return code <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?';
  }).join('');
}

/**
 * The certificate as an A4 landscape PDF made in the browser: holder, course, date, CPE hours,
 * the code and a QR code to the public verification page. The document's title, subject and
 * keywords carry the same facts, so a program can read them back.
 */
export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(`${input.title} — ${input.holder}`));
  pdf.setSubject(drawable(input.code));
  pdf.setAuthor('CSAN');
  pdf.setKeywords([drawable(input.code), drawable(input.holder), drawable(input.title)]);
  pdf.setCreator('CSAN SkillUp');
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0.05, 0.25, 0.45);
  const { width } = page.getSize();
  const centre = (text: string, y: number, size: number, font = regular) => {
    const safe = drawable(text);
    page.drawText(safe, {
      x: (width - font.widthOfTextAtSize(safe, size)) / 2,
      y,
      size,
      font,
      color: brand,
    });
  };
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: 547,
    borderColor: brand,
    borderWidth: 3,
  });
  centre('CSAN', 515, 18, bold);
  centre(input.labels.heading, 460, 30, bold);
  centre(input.labels.awarded, 415, 14);
  centre(input.holder, 375, 28, bold);
  centre(input.labels.completed, 335, 14);
  centre(input.title, 300, 20, bold);
  centre(
    `${input.labels.issued}: ${input.date}   ·   ${input.labels.cpe}: ${input.cpeHours}`,
    255,
    13,
  );
  centre(input.code, 225, 16, bold);
  const qr = await QRCode.toDataURL(input.verifyUrl, {
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: (width - 110) / 2, y: 85, width: 110, height: 110 });
  centre(`${input.labels.verify}: ${input.verifyUrl}`, 60, 10);
  return pdf.save();
}
