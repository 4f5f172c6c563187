import { z } from 'zod';
import { loadReceiptFacts } from '../receipt-facts.ts';
import { RECEIPT_LABELS } from '../receipt-labels.ts';
import { formatGhs, formatReceiptDate, receiptFileName, receiptPdf } from '../receipt-pdf.ts';
import { mailLayout } from './layout.ts';
import type { MailTemplate, Translations } from './types.ts';

/**
 * What the receipt mail says in its body, copied from `payment_receipt_facts` when the payment
 * succeeded (the trigger in 20261129130100_receipt_mail.sql). The PDF is made at send time from
 * the database's facts by the same generator as the download.
 */
export const receiptPayload = z.object({
  reference: z.string().min(1).max(200),
  amount_cents: z.number().int().nonnegative(),
  tier: z.enum(['Student', 'Professional', 'Corporate']),
  team_size: z.number().int().positive(),
  paid_at: z.string(),
  period_start: z.string().nullish(),
  period_end: z.string().nullish(),
});
export type ReceiptPayload = z.infer<typeof receiptPayload>;

interface Copy {
  subject: (reference: string) => string;
  heading: string;
  body: string;
  attached: string;
  action: string;
}

const COPY: Translations<Copy> = {
  en: {
    subject: (ref) => `Your CSAN payment receipt (${ref})`,
    heading: 'Thank you for your payment',
    body: 'We have received your membership payment. Your receipt is attached as a PDF; you can also download it from the payment history on your membership page.',
    attached: 'Keep this receipt for your records.',
    action: 'View your membership',
  },
  fr: {
    subject: (ref) => `Votre reçu de paiement CSAN (${ref})`,
    heading: 'Merci pour votre paiement',
    body: 'Nous avons bien reçu le paiement de votre adhésion. Votre reçu est joint en PDF ; vous pouvez aussi le télécharger depuis l’historique des paiements de votre page d’adhésion.',
    attached: 'Conservez ce reçu pour vos dossiers.',
    action: 'Voir votre adhésion',
  },
  pt: {
    subject: (ref) => `O seu recibo de pagamento CSAN (${ref})`,
    heading: 'Obrigado pelo seu pagamento',
    body: 'Recebemos o pagamento da sua adesão. O seu recibo segue em anexo em PDF; também o pode descarregar do histórico de pagamentos na sua página de adesão.',
    attached: 'Guarde este recibo para os seus registos.',
    action: 'Ver a sua adesão',
  },
  sw: {
    subject: (ref) => `Stakabadhi yako ya malipo ya CSAN (${ref})`,
    heading: 'Asante kwa malipo yako',
    body: 'Tumepokea malipo ya uanachama wako. Stakabadhi yako imeambatishwa kama PDF; unaweza pia kuipakua kutoka historia ya malipo kwenye ukurasa wako wa uanachama.',
    attached: 'Hifadhi stakabadhi hii kwa kumbukumbu zako.',
    action: 'Angalia uanachama wako',
  },
};

/**
 * Sent after every successful payment (key `receipt:<reference>`, so the webhook, the verify
 * call and retries send it once; an admin's resend uses `receipt:<reference>:resend:<id>`).
 * The facts in the body, the PDF receipt attached.
 */
export const receipt: MailTemplate<ReceiptPayload> = {
  kind: 'receipt',
  payload: receiptPayload,
  render(payload, ctx) {
    const t = COPY[ctx.language];
    const l = RECEIPT_LABELS[ctx.language];
    const date = (value: string) => formatReceiptDate(value, ctx.language);
    const details: [string, string][] = [
      [l.reference, payload.reference],
      [l.date, date(payload.paid_at)],
      [l.tier, l.tiers[payload.tier]],
      [l.teamSize, String(payload.team_size)],
    ];
    if (payload.period_start && payload.period_end) {
      details.push([l.period, `${date(payload.period_start)} – ${date(payload.period_end)}`]);
    }
    details.push([l.amount, formatGhs(payload.amount_cents, ctx.language)]);
    return mailLayout(ctx, {
      subject: t.subject(payload.reference),
      heading: t.heading,
      paragraphs: [t.body],
      details,
      action: { label: t.action, url: `${ctx.siteUrl}/membership` },
      note: t.attached,
    });
  },
  async attachments(payload, ctx) {
    const facts = await loadReceiptFacts(ctx.service, payload.reference);
    if (!facts) throw new Error(`no successful payment ${payload.reference} to make a receipt of`);
    const pdf = await receiptPdf(facts);
    return [
      {
        filename: receiptFileName(facts),
        content: toBase64(pdf),
        content_type: 'application/pdf',
      },
    ];
  },
};

/** Base64 of bytes in both runtimes (Deno has no Buffer without node:, Node has btoa). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
