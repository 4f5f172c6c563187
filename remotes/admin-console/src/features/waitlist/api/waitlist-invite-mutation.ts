import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '../../../api/keys';
import { supabaseClient } from '../../../lib/client';
import { AdminWriteError, functionErrorMessage } from '../../../lib/function-error';
import type { WaitlistEntry } from './waitlist-list-query';

const answer = z.object({ ok: z.literal(true), invited_at: z.string() });

/**
 * send-waitlist-invitation { waitlistId, email, fullName }: the server moves the entry to
 * invited, mints the sign-up token and mails the link (as the admin: aal2 only).
 */
export async function sendWaitlistInvitation(entry: WaitlistEntry): Promise<{ invitedAt: string }> {
  const client = await supabaseClient();
  const { data, error } = await client.functions.invoke('send-waitlist-invitation', {
    body: { waitlistId: entry.id, email: entry.email, fullName: entry.name },
  });
  if (error) throw new AdminWriteError(await functionErrorMessage(error));
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new AdminWriteError(null);
  return { invitedAt: parsed.data.invited_at };
}

/** Invites, then reads the waitlist again (every page: the entry's status changed). */
export function useWaitlistInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWaitlistInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlist() }),
  });
}
