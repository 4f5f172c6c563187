import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  DEFAULT_TIMEOUT_MS,
  DEV_OTP,
  firstStep,
  GATEWAY,
  localGhanaNumber,
  providerOf,
} from './mobile-money.js';
import type { DevPayment, PaymentStore } from './store.js';

const chargeBody = z.object({
  email: z.email(),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('GHS'),
  reference: z.string().regex(/^[A-Za-z0-9.=-]{1,100}$/),
  metadata: z.unknown().optional(),
  mobile_money: z.object({ phone: z.string().max(20), provider: z.string().max(10) }),
});

const otpBody = z.object({
  otp: z.string().regex(/^\d{4,8}$/),
  reference: z.string().min(1).max(100),
});

/** The Charge API's `data.status`: the next step, or the outcome. */
function chargeStatus(payment: DevPayment): string {
  if (payment.status === 'pending') return 'pay_offline';
  if (payment.status === 'abandoned') return 'abandoned';
  return payment.status;
}

const DISPLAY_TEXT: Partial<Record<DevPayment['status'], string>> = {
  pending: GATEWAY.approvalPending,
  send_otp: GATEWAY.otpPending,
};

/** `{ status, message, data: { reference, status, display_text } }`, as Paystack answers. */
function chargeAnswer(c: Context, payment: DevPayment, message = 'Charge attempted') {
  return c.json({
    status: true,
    message,
    data: {
      reference: payment.reference,
      status: chargeStatus(payment),
      display_text: DISPLAY_TEXT[payment.status] ?? payment.gatewayResponse ?? null,
      gateway_response: payment.gatewayResponse ?? null,
      amount: payment.amount,
      currency: payment.currency,
      channel: payment.channel,
    },
  });
}

function refusal(c: Context, message: string, status: 400 | 404 = 400) {
  return c.json({ status: false, message }, status);
}

/**
 * Paystack's Charge API for Ghana mobile money: POST /charge (`mobile_money: { phone,
 * provider }`), POST /charge/submit_otp and GET /charge/:reference (check a pending charge).
 * `onSuccess` sends the `charge.success` webhook of a charge that succeeds at once.
 */
export function createChargeRoutes(
  store: PaymentStore,
  options: { timeoutMs?: number; onSuccess: (payment: DevPayment) => void },
): Hono {
  const app = new Hono();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  app.post('/', async (c) => {
    const parsed = chargeBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refusal(c, `Invalid ${issue?.path.join('.') || 'body'}`);
    }
    const body = parsed.data;
    const provider = providerOf(body.mobile_money.provider);
    if (!provider) return refusal(c, 'Invalid mobile money provider');
    const phone = localGhanaNumber(body.mobile_money.phone);
    if (!phone) return refusal(c, 'Invalid phone number');
    if (body.currency !== 'GHS') return refusal(c, 'Currency not supported for mobile money');
    const step = firstStep(provider, phone, timeoutMs);
    const payment = store.create({
      reference: body.reference,
      amount: body.amount,
      currency: body.currency,
      email: body.email,
      callbackUrl: undefined,
      metadata: body.metadata,
      channel: 'mobile_money',
      mobileMoney: { phone, provider },
      status: step.status,
      ...('timeoutMs' in step
        ? { expiresAt: Date.now() + step.timeoutMs }
        : { gatewayResponse: step.gatewayResponse }),
    });
    if (!payment) return refusal(c, 'Duplicate Transaction Reference');
    if (payment.status === 'success') options.onSuccess(payment);
    return chargeAnswer(c, payment);
  });

  app.post('/submit_otp', async (c) => {
    const parsed = otpBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return refusal(c, 'Invalid OTP');
    const payment = store.byReference(parsed.data.reference);
    if (!payment) return refusal(c, 'Transaction reference not found', 404);
    if (payment.status !== 'send_otp') return chargeAnswer(c, payment, 'Charge already past OTP');
    // A wrong OTP is refused and the charge keeps waiting for one, as the network lets you retry.
    if (parsed.data.otp !== DEV_OTP) return refusal(c, 'Invalid OTP');
    payment.status = 'pending';
    return chargeAnswer(c, payment);
  });

  app.get('/:reference', (c) => {
    const payment = store.byReference(c.req.param('reference'));
    if (!payment) return refusal(c, 'Transaction reference not found', 404);
    return chargeAnswer(c, payment, 'Reference check successful');
  });

  return app;
}
