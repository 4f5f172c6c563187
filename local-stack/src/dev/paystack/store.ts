import { randomBytes } from 'node:crypto';

/** Paystack's verify statuses the dev provider produces. */
export type DevPaymentStatus = 'abandoned' | 'success' | 'failed';

export interface DevPayment {
  id: number;
  reference: string;
  accessCode: string;
  /** In the subunit (pesewas). */
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string | undefined;
  metadata: unknown;
  status: DevPaymentStatus;
  createdAt: string;
  paidAt: string | null;
}

export type NewPayment = Pick<
  DevPayment,
  'reference' | 'amount' | 'currency' | 'email' | 'callbackUrl' | 'metadata'
>;

/** The dev provider's transactions, in memory (like Paystack's test mode, nothing is charged). */
export interface PaymentStore {
  create(payment: NewPayment): DevPayment | undefined;
  byReference(reference: string): DevPayment | undefined;
  byAccessCode(code: string): DevPayment | undefined;
  /** Settles an open payment once; false when it was already settled. */
  settle(payment: DevPayment, status: 'success' | 'failed'): boolean;
}

export function createPaymentStore(): PaymentStore {
  const byRef = new Map<string, DevPayment>();
  const byCode = new Map<string, DevPayment>();
  let nextId = 1;
  return {
    create(input) {
      if (byRef.has(input.reference)) return undefined;
      const payment: DevPayment = {
        ...input,
        id: nextId++,
        accessCode: randomBytes(12).toString('hex'),
        status: 'abandoned',
        createdAt: new Date().toISOString(),
        paidAt: null,
      };
      byRef.set(payment.reference, payment);
      byCode.set(payment.accessCode, payment);
      return payment;
    },
    byReference: (reference) => byRef.get(reference),
    byAccessCode: (code) => byCode.get(code),
    settle(payment, status) {
      if (payment.status !== 'abandoned') return false;
      payment.status = status;
      if (status === 'success') payment.paidAt = new Date().toISOString();
      return true;
    },
  };
}
