import { randomBytes } from 'node:crypto';
import type { MobileMoneyProvider } from './mobile-money.js';

/**
 * The dev provider's own states. `abandoned` is an open card checkout (Paystack's verify says
 * so until the page is paid); `send_otp` and `pending` are an open mobile-money charge waiting
 * for the network's OTP or for the member's approval on the phone.
 */
export type DevPaymentStatus = 'abandoned' | 'send_otp' | 'pending' | 'success' | 'failed';

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
  channel: 'card' | 'mobile_money';
  /** The wallet charged (Charge API only). */
  mobileMoney?: { phone: string; provider: MobileMoneyProvider };
  /** Epoch ms after which an open mobile-money charge has timed out. */
  expiresAt?: number;
  /** What the provider said about the outcome, when it is not the default one. */
  gatewayResponse?: string;
  createdAt: string;
  paidAt: string | null;
}

export type NewPayment = Pick<
  DevPayment,
  'reference' | 'amount' | 'currency' | 'email' | 'callbackUrl' | 'metadata'
> &
  Partial<Pick<DevPayment, 'status' | 'channel' | 'mobileMoney' | 'expiresAt' | 'gatewayResponse'>>;

const OPEN: ReadonlySet<DevPaymentStatus> = new Set(['abandoned', 'send_otp', 'pending']);

export function isOpen(payment: DevPayment): boolean {
  return OPEN.has(payment.status);
}

/** The dev provider's transactions, in memory (like Paystack's test mode, nothing is charged). */
export interface PaymentStore {
  create(payment: NewPayment): DevPayment | undefined;
  /** The payment as of now: an open charge past its time has failed (timed out). */
  byReference(reference: string): DevPayment | undefined;
  byAccessCode(code: string): DevPayment | undefined;
  /** Open mobile-money charges, oldest first (what the simulated phone shows). */
  openCharges(): DevPayment[];
  /** Settles an open payment once; false when it was already settled. */
  settle(payment: DevPayment, status: 'success' | 'failed', gatewayResponse?: string): boolean;
}

export function createPaymentStore(
  options: { now?: () => number; timedOutResponse?: string } = {},
): PaymentStore {
  const now = options.now ?? Date.now;
  const byRef = new Map<string, DevPayment>();
  const byCode = new Map<string, DevPayment>();
  let nextId = 1;

  function settle(payment: DevPayment, status: 'success' | 'failed', gatewayResponse?: string) {
    if (!isOpen(payment)) return false;
    payment.status = status;
    if (gatewayResponse) payment.gatewayResponse = gatewayResponse;
    if (status === 'success') payment.paidAt = new Date(now()).toISOString();
    return true;
  }

  /** Times out an open charge whose time has passed (checked whenever it is read). */
  function current(payment: DevPayment | undefined): DevPayment | undefined {
    if (payment && isOpen(payment) && payment.expiresAt !== undefined && now() >= payment.expiresAt)
      settle(payment, 'failed', options.timedOutResponse ?? 'Transaction timed out');
    return payment;
  }

  return {
    create(input) {
      if (byRef.has(input.reference)) return undefined;
      const payment: DevPayment = {
        status: 'abandoned',
        channel: 'card',
        ...input,
        id: nextId++,
        accessCode: randomBytes(12).toString('hex'),
        createdAt: new Date(now()).toISOString(),
        paidAt: input.status === 'success' ? new Date(now()).toISOString() : null,
      };
      byRef.set(payment.reference, payment);
      byCode.set(payment.accessCode, payment);
      return payment;
    },
    byReference: (reference) => current(byRef.get(reference)),
    byAccessCode: (code) => current(byCode.get(code)),
    openCharges: () =>
      [...byRef.values()]
        .map((payment) => current(payment) as DevPayment)
        .filter((payment) => payment.channel === 'mobile_money' && isOpen(payment)),
    settle,
  };
}
