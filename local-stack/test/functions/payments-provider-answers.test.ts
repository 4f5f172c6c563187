import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionEnv } from '../../src/functions/env.js';
import {
  discoverFunctions,
  type FunctionHandler,
  type FunctionModule,
  importFunction,
} from '../../src/functions/registry.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { newMember, placeOrder } from './payments-support.js';

/**
 * verify-payment against provider answers the local provider never gives
 * (a success for another amount or currency): the handler runs with a fetch
 * that answers Paystack's verify itself and passes everything else to the stack.
 */
let stack: TestStack;
let verifyPayment: FunctionModule;
let initializePayment: FunctionModule;
beforeAll(async () => {
  stack = await startTestStack({ seed: true });
  const functions = discoverFunctions(stack.ctx.config.repoRoot);
  const load = (name: string) => {
    const entry = functions.get(name);
    if (!entry) throw new Error(`edge-functions/${name} is missing`);
    // Loaded the way the stack loads it (a static import would pull Deno-style .ts paths into tsc).
    return importFunction(entry);
  };
  verifyPayment = await load('verify-payment');
  initializePayment = await load('initialize-payment');
});
afterAll(() => stack?.stop());

function verifyWithProvider(data: Record<string, unknown>) {
  const env = functionEnv(stack.ctx);
  const fetchFn: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(`${stack.url}/_dev/paystack/transaction/verify/`)) {
      return Promise.resolve(
        Response.json({ status: true, message: 'Verification successful', data }),
      );
    }
    return fetch(input, init);
  };
  return verifyPayment.createHandler({ env, fetch: fetchFn });
}

async function post(handler: FunctionHandler, token: string, body: unknown) {
  const res = await handler(
    new Request('http://fn.test/fn', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, body: await res.json() };
}

const call = (handler: FunctionHandler, token: string, reference: string) =>
  post(handler, token, { reference });

describe('verify-payment trusts only a matching success', () => {
  for (const [what, paid] of [
    ['amount', { amount: 100, currency: 'GHS' }],
    ['currency', { amount: 20000, currency: 'NGN' }],
  ] as const) {
    it(`a success for another ${what} is not activated and fails the order`, async () => {
      const member = await newMember(stack);
      const started = await placeOrder(member.supabase, {
        tier: 'Student',
        teamSize: 1,
        discountCode: null,
      });
      const reference = String(started.body.reference);
      const token = (await member.supabase.auth.getSession()).data.session?.access_token ?? '';
      const handler = verifyWithProvider({ status: 'success', reference, ...paid });
      expect(await call(handler, token, reference)).toEqual({
        status: 200,
        body: {
          success: false,
          message: 'The amount paid does not match the order',
          code: 'payment_amount_mismatch',
        },
      });
      const rows = await stack.ctx.db.query(
        `select t.status, s.status as sub, p.membership_tier from transactions t
           join subscriptions s on s.id = t.subscription_id join profiles p on p.user_id = t.user_id
          where t.reference = $1`,
        [reference],
      );
      expect(rows.rows).toEqual([{ status: 'failed', sub: 'cancelled', membership_tier: null }]);
    });
  }

  it('a provider that cannot be reached is a 502 with a message to retry', async () => {
    const member = await newMember(stack);
    const started = await placeOrder(member.supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    const env = functionEnv(stack.ctx);
    const handler = verifyPayment.createHandler({
      env,
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.startsWith(`${stack.url}/_dev/paystack`)
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init);
      },
    });
    const token = (await member.supabase.auth.getSession()).data.session?.access_token ?? '';
    expect(await call(handler, token, String(started.body.reference))).toEqual({
      status: 502,
      body: {
        error: 'Could not reach the payment provider. Please try again.',
        code: 'payment_provider_unreachable',
      },
    });
  });
});

describe('initialize-payment when the provider refuses', () => {
  it('answers 502 Failed to initialize payment, fails the order and gives the code use back', async () => {
    const member = await newMember(stack);
    const used = async () =>
      (await stack.ctx.db.query(`select times_used from discount_codes where code = 'WELCOME10'`))
        .rows[0];
    const before = await used();
    const handler = initializePayment.createHandler({
      env: functionEnv(stack.ctx),
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.startsWith(`${stack.url}/_dev/paystack`)
          ? Promise.resolve(
              Response.json({ status: false, message: 'Invalid key' }, { status: 401 }),
            )
          : fetch(input, init);
      },
    });
    const token = (await member.supabase.auth.getSession()).data.session?.access_token ?? '';
    expect(
      await post(handler, token, {
        tier: 'Student',
        teamSize: 1,
        discountCode: 'WELCOME10',
        expectedTotalCents: 18000,
      }),
    ).toEqual({
      status: 502,
      body: { error: 'Failed to initialize payment', code: 'payment_init_failed' },
    });
    const { rows } = await stack.ctx.db.query(
      `select t.status, s.status as sub from transactions t join subscriptions s on s.id = t.subscription_id where t.user_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ status: 'failed', sub: 'cancelled' }]);
    expect(await used()).toEqual(before);
  });
});
