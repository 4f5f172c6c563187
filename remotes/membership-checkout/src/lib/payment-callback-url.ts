import { paths } from '@csan/shared-auth/paths';

/**
 * The result page of a mobile-money charge, which has no provider redirect: its reference and
 * order (as the card page's callback carries them), `method=mobile_money` so the page waits for
 * the phone, and `step=send_otp` when the network first wants its one-time code.
 */
export function mobileMoneyCallbackUrl(charge: {
  reference: string;
  tier: string;
  teamSize: number;
  otp: boolean;
}): string {
  const query = new URLSearchParams({
    reference: charge.reference,
    tier: charge.tier,
    team: String(charge.teamSize),
    method: 'mobile_money',
  });
  if (charge.otp) query.set('step', 'send_otp');
  return `${paths.paymentCallback()}?${query}`;
}
