import { DataError, invokeFunction, reportError } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

const answer = z.object({ step: z.enum(['send_otp', 'pending', 'success', 'failed']) });

export type OtpStep = z.infer<typeof answer>['step'];

/**
 * submit-payment-otp { reference, otp } → what the charge needs next (pending: approve on the
 * phone). A refused code is a DataError with code payment_otp_invalid (reasonOf).
 */
export async function submitPaymentOtp(reference: string, otp: string): Promise<OtpStep> {
  const { step } = await invokeFunction('submit-payment-otp', {
    body: { reference, otp },
    parse: (data) => answer.parse(data),
  });
  return step;
}

export function usePaymentOtpMutation(reference: string) {
  return useMutation({
    mutationFn: (otp: string) => submitPaymentOtp(reference, otp),
    onError: (error) => {
      // A mistyped code is the member's to correct, not a failure to report.
      if (error instanceof DataError && error.code === 'payment_otp_invalid') return;
      reportError(error, { remote: 'membership_checkout', action: 'payment-callback submit-otp' });
    },
  });
}
