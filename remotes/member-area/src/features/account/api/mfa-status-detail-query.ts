import { loadSupabase } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../api/keys';
import { AccountFailure } from '../lib/failure';

export type MfaStatus = {
  /** The verified TOTP factor, when MFA is on. */
  verifiedFactorId: string | null;
  /** mfa_enforcement.mfa_setup_deadline ('YYYY-MM-DD'), set by the database. */
  deadline: string | null;
};

/** MFA truth from GoTrue's factors (not profiles.mfa_enabled) plus the deadline row. */
export async function fetchMfaStatus(userId: string): Promise<MfaStatus> {
  const client = await loadSupabase();
  const [factors, enforcement] = await Promise.all([
    client.auth.mfa.listFactors(),
    client.from('mfa_enforcement').select('mfa_setup_deadline').eq('user_id', userId).maybeSingle(),
  ]);
  if (factors.error) throw new AccountFailure('security.loadFailure', factors.error.message);
  if (enforcement.error) {
    throw new AccountFailure('security.loadFailure', enforcement.error.message);
  }
  const verified = factors.data.totp.find((f) => f.status === 'verified');
  return {
    verifiedFactorId: verified?.id ?? null,
    deadline: enforcement.data?.mfa_setup_deadline ?? null,
  };
}

export const mfaStatusDetailQuery = (userId: string) =>
  queryOptions({ queryKey: accountKeys.mfaStatus(userId), queryFn: () => fetchMfaStatus(userId) });

export function useMfaStatusDetailQuery(userId: string) {
  return useQuery(mfaStatusDetailQuery(userId));
}
