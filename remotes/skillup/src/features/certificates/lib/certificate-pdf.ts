import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
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

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const isWinAnsi = (c: string) => (c.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRA.has(c);

/** Text as one line: control characters (C0, DEL, C1) would break it, so spaces instead. */
export function oneLine(text: string): string {
  return Array.from(text.normalize('NFC'), (c) =>
    isControl(c.codePointAt(0) ?? 0) ? ' ' : c,
  ).join('');
}

/**
 * Text the built-in fonts can draw: Latin-1 and WinAnsi's extras as they are, anything else
 * (a name in another script) as '?' rather than failing the whole PDF. Used when the Unicode
 * font could not be loaded.
 */
export function drawable(text: string): string {
  return Array.from(oneLine(text), (c) => (isWinAnsi(c) ? c : '?')).join('');
}

/** Whether the built-in fonts draw every character of the text. */
export function standardFontsDraw(text: string): boolean {
  return Array.from(oneLine(text)).every(isWinAnsi);
}

/**
 * DejaVu Sans Bold (fonts/, Bitstream Vera licence): Latin with every African orthography's
 * letters, Greek, Cyrillic, Armenian, Georgian, Hebrew and much of Arabic. Fetched from this
 * remote's own files only when a name or title needs it (700 kB; only the glyphs used are
 * embedded). Scripts it lacks (CJK, Ge'ez, Indic) draw as empty boxes.
 */
async function fetchUnicodeFont(): Promise<ArrayBuffer> {
  const response = await fetch(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));
  if (!response.ok) throw new Error(`certificate font: HTTP ${response.status}`);
  return response.arrayBuffer();
}

export type CertificatePdfOptions = {
  /** Where the Unicode font's bytes come from (tests read the file). */
  loadUnicodeFont?: () => Promise<ArrayBuffer | Uint8Array>;
};

/**
 * The certificate as an A4 landscape PDF made in the browser: holder, course, date, CPE hours,
 * the code and a QR code to the public verification page. The document's title, subject and
 * keywords carry the same facts, so a program can read them back.
 */
export async function certificatePdf(
  input: CertificatePdfInput,
  options: CertificatePdfOptions = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // The metadata strings are UTF-16 in the PDF: the holder's name as written.
  pdf.setTitle(oneLine(`${input.title} — ${input.holder}`));
  pdf.setSubject(oneLine(input.code));
  pdf.setAuthor('CSAN');
  pdf.setKeywords([oneLine(input.code), oneLine(input.holder), oneLine(input.title)]);
  pdf.setCreator('CSAN SkillUp');
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const unicode = await unicodeFontFor(pdf, [input.holder, input.title], options);
  const brand = rgb(0.05, 0.25, 0.45);
  const { width } = page.getSize();
  const centre = (text: string, y: number, size: number, font: PDFFont = regular) => {
    const safe = font === unicode ? oneLine(text) : drawable(text);
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
  centre(input.holder, 375, 28, standardFontsDraw(input.holder) ? bold : (unicode ?? bold));
  centre(input.labels.completed, 335, 14);
  centre(input.title, 300, 20, standardFontsDraw(input.title) ? bold : (unicode ?? bold));
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

/**
 * The Unicode font, embedded (subset) when one of the texts needs it; null when none does or
 * it cannot be loaded (offline, say): then those characters print as '?' rather than no PDF.
 */
async function unicodeFontFor(
  pdf: PDFDocument,
  texts: string[],
  options: CertificatePdfOptions,
): Promise<PDFFont | null> {
  if (texts.every(standardFontsDraw)) return null;
  try {
    const bytes = await (options.loadUnicodeFont ?? fetchUnicodeFont)();
    pdf.registerFontkit(fontkit);
    return await pdf.embedFont(bytes, { subset: true });
  } catch {
    return null;
  }
}
