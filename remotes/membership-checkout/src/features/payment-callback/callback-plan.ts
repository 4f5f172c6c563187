/**
 * What /payment-callback does with its query: a free order is
 * already active; a payment reference (`reference`, or Paystack's `trxref`) is verified;
 * anything else is an invalid reference.
 */
export type CallbackPlan =
  | { kind: 'free'; subscriptionId: string | null }
  | { kind: 'verify'; reference: string }
  | { kind: 'invalid' };

export function callbackPlan(params: URLSearchParams): CallbackPlan {
  if (params.get('status') === 'free') return { kind: 'free', subscriptionId: params.get('ref') };
  const reference = (params.get('reference') ?? params.get('trxref') ?? '').trim();
  return reference ? { kind: 'verify', reference } : { kind: 'invalid' };
}
