import { createHmac } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { LOCAL_PAYSTACK_SECRET_KEY } from '../../src/functions/env.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { client, uniqueEmail } from '../auth/helpers.js';

export const PASSWORD = 'Payments!2026';

export interface Member {
  id: string;
  email: string;
  supabase: SupabaseClient;
}

/** A fresh signed-in member (never a seeded one: payments change tiers and code counts). */
export async function newMember(
  stack: TestStack,
  options: { admin?: boolean } = {},
): Promise<Member> {
  const service = client(stack, stack.serviceRoleKey);
  const email = uniqueEmail('payer');
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Test Payer' },
  });
  if (error || !data.user) throw error ?? new Error('createUser failed');
  if (options.admin) {
    const role = await service.from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
    if (role.error) throw role.error;
  }
  const supabase = client(stack);
  const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, email, supabase };
}

/** `{ status, body }` of a function call, whether it succeeded or answered an error status. */
export async function invoke(
  supabase: SupabaseClient,
  name: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await supabase.functions.invoke(name, { body: body as object });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

/**
 * Places an order as the checkout does: quote-order first, then initialize-payment confirming
 * the quoted total (0 when the quote itself is refused: the order's own refusal then answers).
 */
export async function placeOrder(
  supabase: SupabaseClient,
  order: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const quote = await invoke(supabase, 'quote-order', order);
  const expectedTotalCents = quote.status === 200 ? Number(quote.body.total_cents) : 0;
  return invoke(supabase, 'initialize-payment', { ...order, expectedTotalCents });
}

/** Posts an event to the webhook as Paystack would (or with the given signature). */
export function postWebhook(stack: TestStack, event: unknown, signature?: string | null) {
  const raw = JSON.stringify(event);
  const sig =
    signature === undefined
      ? createHmac('sha512', LOCAL_PAYSTACK_SECRET_KEY).update(raw).digest('hex')
      : signature;
  return fetch(`${stack.url}/functions/v1/paystack-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(sig === null ? {} : { 'x-paystack-signature': sig }),
    },
    body: raw,
  });
}

/** The dev provider's view of a transaction (its verify endpoint, with the secret key). */
export async function providerTransaction(stack: TestStack, reference: string) {
  const res = await fetch(`${stack.url}/_dev/paystack/transaction/verify/${reference}`, {
    headers: { Authorization: `Bearer ${LOCAL_PAYSTACK_SECRET_KEY}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as { status: boolean; data?: Record<string, unknown> },
  };
}

/** Clicks Pay or Decline on the hosted test page; returns where the provider redirects. */
export async function settleAtProvider(authorizationUrl: string, action: 'pay' | 'decline') {
  const res = await fetch(`${authorizationUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

/** Polls until `check` holds (the provider's webhook is asynchronous, like Paystack's). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached in time');
}

/**
 * The seeded stack of one payments test file (started before its tests, stopped after) and
 * the reads its assertions make. `stack()` is the running stack.
 */
export function usePaymentsStack() {
  let running: TestStack | undefined;
  beforeAll(async () => {
    running = await startTestStack({ seed: true });
  });
  afterAll(() => running?.stop());
  const stack = (): TestStack => {
    if (!running) throw new Error('the payments stack is not started yet');
    return running;
  };
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    stack()
      .ctx.db.query<T>(text, params)
      .then((r) => r.rows);
  const timesUsed = async (code: string) =>
    Number(
      (await sql('select times_used from discount_codes where code = $1', [code]))[0]?.times_used,
    );
  const tierOf = async (userId: string) =>
    (await sql('select membership_tier from profiles where user_id = $1', [userId]))[0]
      ?.membership_tier;
  const transactionStatus = async (reference: string) =>
    (await sql('select status from transactions where reference = $1', [reference]))[0]?.status;
  return { stack, sql, timesUsed, tierOf, transactionStatus };
}
