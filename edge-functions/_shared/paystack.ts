import { z } from 'zod';
import { HttpError } from './http.ts';

export interface PaystackConfig {
  PAYSTACK_SECRET_KEY: string;
  /** https://api.paystack.co in production; `<api>/_dev/paystack` in the local stack. */
  PAYSTACK_BASE_URL: string;
}

export interface InitializeInput {
  email: string;
  /** In the currency's subunit (pesewas for GHS). */
  amount: number;
  currency: 'GHS';
  reference: string;
  callback_url: string;
  metadata: Record<string, unknown>;
}

/** Paystack's verify statuses; only `success` means paid, `failed` means declined. */
export type PaystackStatus = string;

export interface VerifiedTransaction {
  status: PaystackStatus;
  reference: string;
  amount: number;
  currency: string;
  /** The network's or bank's words on the outcome ('Transaction timed out'...). */
  gateway_response?: string | null;
  /** How it was paid: 'card', 'mobile_money', 'bank', 'ussd'... (stored: card, mobile_money). */
  channel?: string | null;
}

/** A mobile-money charge (Charge API): the order's amount from the wallet of `mobile_money`. */
export interface ChargeInput {
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  metadata: Record<string, unknown>;
  mobile_money: { phone: string; provider: string };
}

/** Where a charge stands (`status`: send_otp, pay_offline, pending, success, failed...). */
export interface ChargeState {
  status: string;
  reference: string;
  display_text?: string | null;
}

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    authorization_url: z.url(),
    access_code: z.string(),
    reference: z.string(),
  }),
});

/** The fields of `data` we act on (Paystack sends many more). */
export const verifiedTransaction = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  gateway_response: z.string().nullish().catch(null),
  channel: z.string().nullish().catch(null),
});

const chargeAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    status: z.string(),
    reference: z.string(),
    display_text: z.string().nullish().catch(null),
  }),
});

/** Paystack's own refusal of an OTP (400, `status: false`): the member may type it again. */
export const OTP_REFUSED = 'The code was not accepted. Check it and try again.';

const verifyAnswer = z.object({ status: z.literal(true), data: verifiedTransaction });

export interface PaystackClient {
  initialize(input: InitializeInput): Promise<{ authorization_url: string; access_code: string }>;
  verify(reference: string): Promise<VerifiedTransaction>;
  /** POST /charge: starts a mobile-money charge (the member approves it on the phone). */
  charge(input: ChargeInput): Promise<ChargeState>;
  /** POST /charge/submit_otp: a refused code is an HttpError 400 (OTP_REFUSED). */
  submitOtp(reference: string, otp: string): Promise<ChargeState>;
}

/**
 * Paystack's REST API (Bearer secret key, `{ status, message, data }` answers).
 * Any refusal or unexpected answer is a 502 carrying `failureMessage`: the
 * provider failed, not the member.
 */
export function createPaystackClient(
  config: PaystackConfig,
  fetchFn: typeof fetch,
  failureMessage: string,
): PaystackClient {
  const base = config.PAYSTACK_BASE_URL.replace(/\/$/, '');
  const headers = {
    Authorization: `Bearer ${config.PAYSTACK_SECRET_KEY}`,
    'Content-Type': 'application/json',
  };

  async function call<T>(
    what: string,
    schema: z.ZodType<T>,
    res: Promise<Response>,
    refused?: (status: number) => HttpError | undefined,
  ): Promise<T> {
    let response: Response;
    try {
      response = await res;
    } catch (error) {
      console.error(`paystack ${what}: unreachable`, error);
      throw new HttpError(502, failureMessage);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(body);
    if (!response.ok || !parsed.success) {
      const answer = refused?.(response.status);
      if (answer) throw answer;
      console.error(`paystack ${what} refused`, response.status, JSON.stringify(body));
      throw new HttpError(502, failureMessage);
    }
    return parsed.data;
  }

  return {
    async initialize(input) {
      const answer = await call(
        'initialize',
        initializeAnswer,
        fetchFn(`${base}/transaction/initialize`, {
          method: 'POST',
          headers,
          body: JSON.stringify(input),
        }),
      );
      return answer.data;
    },
    async verify(reference) {
      const answer = await call(
        'verify',
        verifyAnswer,
        fetchFn(`${base}/transaction/verify/${encodeURIComponent(reference)}`, { headers }),
      );
      return answer.data;
    },
    async charge(input) {
      const answer = await call(
        'charge',
        chargeAnswer,
        fetchFn(`${base}/charge`, { method: 'POST', headers, body: JSON.stringify(input) }),
      );
      return answer.data;
    },
    async submitOtp(reference, otp) {
      const answer = await call(
        'submit_otp',
        chargeAnswer,
        fetchFn(`${base}/charge/submit_otp`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ reference, otp }),
        }),
        // 400: the provider read the request and refused the code; anything else is its failure.
        (status) => (status === 400 ? new HttpError(400, OTP_REFUSED) : undefined),
      );
      return answer.data;
    },
  };
}
