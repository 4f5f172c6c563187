import { SOCIETY as MAIL_SOCIETY, societyAddress } from './mail-templates/society.ts';

/**
 * The receipt's words in the four portal languages (the member's language, from their auth
 * metadata; anything else falls back to English). Tier names are the checkout's own
 * (remotes/membership-checkout/src/i18n/*.json `tiers`), so the receipt names a tier as the
 * page the member paid on did.
 */
export const RECEIPT_LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

export function receiptLanguage(value: unknown): ReceiptLanguage {
  const base = typeof value === 'string' ? (value.toLowerCase().split(/[-_]/)[0] ?? '') : '';
  return (RECEIPT_LANGUAGES as readonly string[]).includes(base) ? (base as ReceiptLanguage) : 'en';
}

export type ReceiptLabels = {
  title: string;
  receivedFrom: string;
  reference: string;
  date: string;
  tier: string;
  teamSize: string;
  period: string;
  amount: string;
  paidWith: string;
  thanks: string;
  tiers: Record<'Student' | 'Professional' | 'Corporate', string>;
  /** The PDF's file name, without the reference and extension. */
  fileName: string;
};

export const RECEIPT_LABELS: Record<ReceiptLanguage, ReceiptLabels> = {
  en: {
    title: 'Payment receipt',
    receivedFrom: 'Received from',
    reference: 'Reference',
    date: 'Date paid',
    tier: 'Membership tier',
    teamSize: 'Team size',
    period: 'Period covered',
    amount: 'Amount paid',
    paidWith: 'Paid through Paystack',
    thanks: 'Thank you for your membership.',
    tiers: { Student: 'Student', Professional: 'Professional', Corporate: 'Corporate' },
    fileName: 'CSAN-receipt',
  },
  fr: {
    title: 'Reçu de paiement',
    receivedFrom: 'Reçu de',
    reference: 'Référence',
    date: 'Date du paiement',
    tier: 'Niveau d’adhésion',
    teamSize: 'Taille de l’équipe',
    period: 'Période couverte',
    amount: 'Montant payé',
    paidWith: 'Payé via Paystack',
    thanks: 'Merci pour votre adhésion.',
    tiers: { Student: 'Étudiant', Professional: 'Professionnel', Corporate: 'Entreprise' },
    fileName: 'CSAN-recu',
  },
  pt: {
    title: 'Recibo de pagamento',
    receivedFrom: 'Recebido de',
    reference: 'Referência',
    date: 'Data do pagamento',
    tier: 'Nível de adesão',
    teamSize: 'Tamanho da equipa',
    period: 'Período coberto',
    amount: 'Valor pago',
    paidWith: 'Pago através da Paystack',
    thanks: 'Obrigado pela sua adesão.',
    tiers: { Student: 'Estudante', Professional: 'Profissional', Corporate: 'Empresarial' },
    fileName: 'CSAN-recibo',
  },
  sw: {
    title: 'Stakabadhi ya malipo',
    receivedFrom: 'Imepokelewa kutoka kwa',
    reference: 'Kumbukumbu',
    date: 'Tarehe ya malipo',
    tier: 'Daraja la uanachama',
    teamSize: 'Idadi ya timu',
    period: 'Kipindi kinacholipiwa',
    amount: 'Kiasi kilicholipwa',
    paidWith: 'Imelipwa kupitia Paystack',
    thanks: 'Asante kwa uanachama wako.',
    tiers: { Student: 'Mwanafunzi', Professional: 'Mtaalamu', Corporate: 'Kampuni' },
    fileName: 'CSAN-stakabadhi',
  },
};

/**
 * The society's details as the public site states them (the one copy is the mails' footer,
 * mail-templates/society.ts); the receipt prints the address as the society writes it, in every
 * language. No tax number is printed because the society has published none.
 */
export const SOCIETY = { ...MAIL_SOCIETY, address: societyAddress('en') } as const;
