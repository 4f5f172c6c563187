import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../api/keys';

/**
 * Turns renewal reminders on or off (the one column of profiles the database grants for it);
 * the reminders job reads it before queueing each reminder. Other mails are not affected.
 */
export async function saveRenewalReminders(userId: string, on: boolean): Promise<void> {
  const client = await loadSupabase();
  unwrap(
    await client
      .from('profiles')
      .update({ renewal_reminders: on })
      .eq('user_id', userId)
      .select('renewal_reminders')
      .single(),
  );
}

export function useRenewalRemindersMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => saveRenewalReminders(userId, on),
    onSuccess: (_data, on) => queryClient.setQueryData(accountKeys.renewalReminders(userId), on),
  });
}
