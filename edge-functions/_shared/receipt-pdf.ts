import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { RECEIPT_LABELS, type ReceiptLanguage, SOCIETY } from './receipt-labels.ts';

/** The facts of one successful payment, as `payment_receipt_facts` gives them. */
export type ReceiptFacts = {
  reference: string;
  amount_cents: number;
  currency: string;
  paid_at: string;
  tier: 'Student' | 'Professional' | 'Corporate';
  team_size: number;
  period_start: string | null;
  period_end: string | null;
  member_name: string | null;
  member_email: string;
  language: ReceiptLanguage;
};

/**
 * GHS and two decimals, grouped the reader's way: the same text as shared-ui's formatCedis
 * (the checkout's), which an edge function cannot import; receipt-pdf.test.ts compares the two
 * in every language so they cannot drift.
 */
export function formatGhs(pesewas: number, language: string): string {
  if (!Number.isInteger(pesewas)) throw new RangeError(`pesewas must be an integer: ${pesewas}`);
  const amount = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(pesewas / 100);
  return `GHS ${amount}`;
}

/** A calendar date as shared-ui's formatDate writes it (UTC, day month year). */
export function formatReceiptDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value));
}

// Characters of WinAnsi (the standard PDF fonts' encoding) above Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
// Letters of Ghanaian and other African Latin orthographies with no decomposition.
const LATIN_FALLBACK: Record<string, string> = {
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ŋ: 'n',
  Ŋ: 'N',
  ɖ: 'd',
  Ɖ: 'D',
  ƒ: 'f',
  ɣ: 'g',
  Ɣ: 'G',
  ʋ: 'v',
  Ʋ: 'V',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
};

const winAnsi = (c: string) => (c.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRA.has(c);

/**
 * Text the standard fonts can draw, or null when it cannot be drawn without losing it.
 * Latin letters outside WinAnsi lose their accent ('Ŵ' → 'W', 'ɛ' → 'e') rather than print
 * '?'; a character of another script (Ge'ez, Arabic, ...) makes the text undrawable, and the
 * caller prints something else (see `nameLine`).
 */
export function drawableText(text: string): string | null;
export function drawableText(text: string, replacement: string): string;
export function drawableText(text: string, replacement?: string): string | null {
  let out = '';
  for (const c of text.normalize('NFC')) {
    const code = c.codePointAt(0) ?? 0;
    // Control characters (C0, DEL, C1) would break the line: a space instead.
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += ' ';
    else if (winAnsi(c)) out += c;
    // French groups digits with a narrow no-break space: Latin-1's no-break space instead.
    else if (/\p{Zs}/u.test(c)) out += '\u00a0';
    else if (LATIN_FALLBACK[c]) out += LATIN_FALLBACK[c];
    else {
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
      if (bare.length > 0 && Array.from(bare).every(winAnsi)) out += bare;
      else if (replacement === undefined) return null;
      else out += replacement;
    }
  }
  return out;
}

/**
 * Who paid, as printed: the name and the e-mail; a name in a script the standard fonts lack
 * is left out (the e-mail alone identifies the member) rather than printed as '?'.
 */
export function nameLine(facts: Pick<ReceiptFacts, 'member_name' | 'member_email'>): string {
  const name = facts.member_name?.trim() ? drawableText(facts.member_name.trim()) : null;
  const email = drawableText(facts.member_email) ?? facts.member_email;
  return name ? `${name} <${email}>` : email;
}

/** The rows of the receipt, label and value, in the member's language. */
export function receiptRows(facts: ReceiptFacts): [string, string][] {
  const l = RECEIPT_LABELS[facts.language];
  const date = (value: string) => formatReceiptDate(value, facts.language);
  const rows: [string, string][] = [
    [l.receivedFrom, nameLine(facts)],
    [l.reference, facts.reference],
    [l.date, date(facts.paid_at)],
    [l.tier, l.tiers[facts.tier] ?? facts.tier],
    [l.teamSize, String(facts.team_size)],
  ];
  if (facts.period_start && facts.period_end) {
    rows.push([l.period, `${date(facts.period_start)} – ${date(facts.period_end)}`]);
  }
  rows.push([l.amount, formatGhs(facts.amount_cents, facts.language)]);
  return rows;
}

export function receiptFileName(facts: Pick<ReceiptFacts, 'reference' | 'language'>): string {
  const safeRef = facts.reference.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${RECEIPT_LABELS[facts.language].fileName}-${safeRef}.pdf`;
}

/**
 * The receipt as an A4 PDF: the society's details, the title, one row per fact, the amount
 * last and in bold. Made on the server (edge function) from the database's facts, so the
 * download and the e-mail attachment are the same document. Title and subject carry the
 * reference so a program can read it back.
 */
export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const l = RECEIPT_LABELS[facts.language];
  const pdf = await PDFDocument.create();
  // Labels and facts are Latin script; nameLine has already dealt with a name in another one.
  const safe = (text: string) => drawableText(text, ' ');
  pdf.setTitle(safe(`${l.title} ${facts.reference}`));
  pdf.setSubject(safe(facts.reference));
  pdf.setAuthor(SOCIETY.name);
  pdf.setCreator(SOCIETY.name);
  pdf.setLanguage(facts.language);
  // Fixed dates keep the same payment's PDF byte-identical wherever it is made.
  pdf.setCreationDate(new Date(facts.paid_at));
  pdf.setModificationDate(new Date(facts.paid_at));
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0.05, 0.25, 0.45);
  const ink = rgb(0.1, 0.1, 0.1);
  const left = 56;
  const draw = (text: string, x: number, y: number, size: number, font: PDFFont = regular) =>
    page.drawText(safe(text), { x, y, size, font, color: font === bold ? brand : ink });

  draw(SOCIETY.name, left, 780, 22, bold);
  draw(SOCIETY.address, left, 760, 10);
  draw(`${SOCIETY.email}  ·  ${SOCIETY.phone}`, left, 746, 10);
  page.drawLine({
    start: { x: left, y: 730 },
    end: { x: 595 - left, y: 730 },
    thickness: 1,
    color: brand,
  });
  draw(l.title, left, 696, 18, bold);

  let y = 660;
  const rows = receiptRows(facts);
  rows.forEach(([label, value], index) => {
    const last = index === rows.length - 1;
    draw(label, left, y, 11, last ? bold : regular);
    draw(value, 220, y, last ? 13 : 11, last ? bold : regular);
    y -= last ? 0 : 24;
  });
  draw(l.paidWith, left, y - 36, 10);
  draw(l.thanks, left, y - 60, 11);
  return pdf.save({ useObjectStreams: false });
}
