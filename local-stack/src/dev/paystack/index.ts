import { createHmac } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../../context.js';
import { LOCAL_PAYSTACK_SECRET_KEY } from '../../functions/env.js';
import { escapeHtml } from '../mail-page.js';
import { createChargeRoutes } from './charge.js';
import { GATEWAY } from './mobile-money.js';
import { renderCheckout } from './page.js';
import { renderPhone } from './phone-page.js';
import { createPaymentStore, type DevPayment, isOpen } from './store.js';

const initializeBody = z.object({
  email: z.email(),
  // Paystack documents amount as a string in the subunit; numbers are accepted too.
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('GHS'),
  reference: z.string().regex(/^[A-Za-z0-9.=-]{1,100}$/),
  callback_url: z.url().optional(),
  metadata: z.unknown().optional(),
});

const GATEWAY_RESPONSE: Record<DevPayment['status'], string> = {
  abandoned: 'Abandoned',
  send_otp: GATEWAY.otpPending,
  pending: GATEWAY.approvalPending,
  success: 'Successful',
  failed: 'Declined',
};

/** Verify's status: a mobile-money charge waiting for the OTP or the phone is still in progress. */
const VERIFY_STATUS: Record<DevPayment['status'], string> = {
  abandoned: 'abandoned',
  send_otp: 'ongoing',
  pending: 'pending',
  success: 'success',
  failed: 'failed',
};

/** Paystack's transaction object (the fields a verify or a webhook carries). */
function transactionData(payment: DevPayment) {
  return {
    id: payment.id,
    domain: 'test',
    status: VERIFY_STATUS[payment.status],
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    gateway_response: payment.gatewayResponse ?? GATEWAY_RESPONSE[payment.status],
    paid_at: payment.paidAt,
    created_at: payment.createdAt,
    channel: payment.channel,
    metadata: payment.metadata ?? null,
    customer: { email: payment.email },
  };
}

function authorised(c: Context): boolean {
  return c.req.header('authorization') === `Bearer ${LOCAL_PAYSTACK_SECRET_KEY}`;
}

/** `callback_url?trxref=<ref>&reference=<ref>`, as Paystack redirects after its page. */
function callbackTarget(payment: DevPayment): string | undefined {
  if (!payment.callbackUrl) return undefined;
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('trxref', payment.reference);
  url.searchParams.set('reference', payment.reference);
  return url.toString();
}

/**
 * A Paystack-compatible provider for local work and tests (PAYSTACK_BASE_URL =
 * `<api>/_dev/paystack`): POST /transaction/initialize, GET
 * /transaction/verify/:reference, the hosted test checkout page at
 * /checkout/:access_code with Pay and Decline, the Charge API for mobile money (charge.ts) and
 * the simulated phone at /phone that approves or declines it. A success sends a signed
 * `charge.success` webhook to the stack's paystack-webhook function, as Paystack does, without
 * making the redirect wait for it.
 */
export function createPaystackProvider(ctx: StackContext): Hono {
  const app = new Hono();
  const store = createPaymentStore({ timedOutResponse: GATEWAY.timedOut });

  app.post('/transaction/initialize', async (c) => {
    if (!authorised(c)) return c.json({ status: false, message: 'Invalid key' }, 401);
    const parsed = initializeBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json({ status: false, message: `Invalid ${issue?.path.join('.') || 'body'}` }, 400);
    }
    const body = parsed.data;
    const payment = store.create({
      reference: body.reference,
      amount: body.amount,
      currency: body.currency,
      email: body.email,
      callbackUrl: body.callback_url,
      metadata: body.metadata,
    });
    if (!payment) return c.json({ status: false, message: 'Duplicate Transaction Reference' }, 400);
    return c.json({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${ctx.config.apiUrl}/_dev/paystack/checkout/${payment.accessCode}`,
        access_code: payment.accessCode,
        reference: payment.reference,
      },
    });
  });

  app.get('/transaction/verify/:reference', (c) => {
    if (!authorised(c)) return c.json({ status: false, message: 'Invalid key' }, 401);
    const payment = store.byReference(c.req.param('reference'));
    if (!payment) return c.json({ status: false, message: 'Transaction reference not found' }, 400);
    return c.json({
      status: true,
      message: 'Verification successful',
      data: transactionData(payment),
    });
  });

  app.get('/checkout/:code', (c) => {
    const payment = store.byAccessCode(c.req.param('code'));
    if (!payment)
      return c.html('<!doctype html><title>Not found</title><p>Unknown checkout.</p>', 404);
    return c.html(renderCheckout(payment));
  });

  const settle = (status: 'success' | 'failed') => async (c: Context) => {
    const payment = store.byAccessCode(c.req.param('code') ?? '');
    if (!payment) return c.text('Unknown checkout', 404);
    if (store.settle(payment, status) && status === 'success') sendChargeSuccess(ctx, payment);
    const target = callbackTarget(payment);
    return target ? c.redirect(target, 303) : c.html(renderCheckout(payment));
  };
  app.post('/checkout/:code/pay', settle('success'));
  app.post('/checkout/:code/decline', settle('failed'));

  // The Charge API answers with the secret key only; the phone page is the member's device.
  app.use('/charge/*', async (c, next) => {
    if (!authorised(c)) return c.json({ status: false, message: 'Invalid key' }, 401);
    await next();
  });
  app.use('/charge', async (c, next) => {
    if (!authorised(c)) return c.json({ status: false, message: 'Invalid key' }, 401);
    await next();
  });
  app.route(
    '/charge',
    createChargeRoutes(store, {
      timeoutMs: ctx.config.devMobileMoneyTimeoutMs,
      onSuccess: (payment) => sendChargeSuccess(ctx, payment),
    }),
  );

  app.get('/phone', (c) => c.html(renderPhone(store.openCharges())));
  app.get('/phone/:reference', (c) =>
    c.html(renderPhone(store.openCharges(), c.req.param('reference'))),
  );
  const answerOnPhone = (status: 'success' | 'failed') => (c: Context) => {
    const payment = store.byReference(c.req.param('reference') ?? '');
    if (payment?.channel !== 'mobile_money') return c.text('Unknown charge', 404);
    // The phone answers only a prompt it shows: one waiting for approval, not for the OTP.
    if (payment.status === 'pending') {
      const settled = store.settle(
        payment,
        status,
        status === 'failed' ? GATEWAY.declined : 'Approved',
      );
      if (settled && status === 'success') sendChargeSuccess(ctx, payment);
    }
    const outcome = isOpen(payment) ? 'still waiting' : payment.status;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test phone</title></head><body><main><h1>Test phone</h1><p role="status">Charge ${escapeHtml(payment.reference)}: ${outcome}.</p><p><a href="/_dev/paystack/phone">Back to the phone</a></p></main></body></html>`,
    );
  };
  app.post('/phone/:reference/approve', answerOnPhone('success'));
  app.post('/phone/:reference/decline', answerOnPhone('failed'));

  return app;
}

/** Fire-and-forget, like Paystack's asynchronous webhooks: a failure is only logged. */
function sendChargeSuccess(ctx: StackContext, payment: DevPayment): void {
  const body = JSON.stringify({ event: 'charge.success', data: transactionData(payment) });
  const signature = createHmac('sha512', LOCAL_PAYSTACK_SECRET_KEY).update(body).digest('hex');
  fetch(`${ctx.config.apiUrl}/functions/v1/paystack-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
    body,
  })
    .then(async (res) => {
      if (!res.ok) console.error('[dev paystack] webhook answered', res.status, await res.text());
    })
    .catch((error: unknown) => console.error('[dev paystack] webhook failed:', error));
}
