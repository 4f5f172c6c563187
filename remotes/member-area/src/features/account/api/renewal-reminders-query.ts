import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../api/keys';

/** Whether the member gets renewal reminders (profiles.renewal_reminders; RLS: own row). */
export async function fetchRenewalReminders(userId: string): Promise<boolean> {
  const client = await loadSupabase();
  const row = unwrap(
    await client.from('profiles').select('renewal_reminders').eq('user_id', userId).single(),
  );
  return row.renewal_reminders;
}

export const renewalRemindersQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.renewalReminders(userId),
    queryFn: () => fetchRenewalReminders(userId),
  });

export function useRenewalRemindersQuery(userId: string) {
  return useQuery(renewalRemindersQuery(userId));
}
