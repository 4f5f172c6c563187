/** The order to try again after a declined payment (initialize-payment names it in the URL). */
export type RetryOrder = { tier: string; team?: number };

/**
 * What /payment-callback does with its query: a free order is
 * already active; a payment reference (`reference`, or Paystack's `trxref`) is verified, with
 * the order's tier and team size when the URL names them; anything else is an invalid reference.
 */
export type CallbackPlan =
  | { kind: 'free'; subscriptionId: string | null }
  | {
      kind: 'verify';
      reference: string;
      order?: RetryOrder;
      /** A mobile-money charge: the page waits for the phone (and first takes the OTP). */
      mobileMoney?: { otp: boolean };
    }
  | { kind: 'invalid' };

function orderOf(params: URLSearchParams): RetryOrder | undefined {
  const tier = params.get('tier')?.trim();
  if (!tier) return undefined;
  const team = Number(params.get('team'));
  return Number.isInteger(team) && team > 1 ? { tier, team } : { tier };
}

export function callbackPlan(params: URLSearchParams): CallbackPlan {
  if (params.get('status') === 'free') return { kind: 'free', subscriptionId: params.get('ref') };
  const reference = (params.get('reference') ?? params.get('trxref') ?? '').trim();
  if (!reference) return { kind: 'invalid' };
  const order = orderOf(params);
  const mobileMoney =
    params.get('method') === 'mobile_money'
      ? { mobileMoney: { otp: params.get('step') === 'send_otp' } }
      : {};
  return order
    ? { kind: 'verify', reference, order, ...mobileMoney }
    : { kind: 'verify', reference, ...mobileMoney };
}
