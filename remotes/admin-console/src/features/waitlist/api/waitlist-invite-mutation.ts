import { invokeFunction } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '../../../api/keys';
import type { WaitlistEntry } from './waitlist-list-query';

const answer = z.object({ ok: z.literal(true), invited_at: z.string() });

/**
 * send-waitlist-invitation { waitlistId, email, fullName }: the server moves the entry to
 * invited, mints the sign-up token and mails the link (as the admin: aal2 only).
 */
export async function sendWaitlistInvitation(entry: WaitlistEntry): Promise<{ invitedAt: string }> {
  const { invited_at } = await invokeFunction('send-waitlist-invitation', {
    body: { waitlistId: entry.id, email: entry.email, fullName: entry.name },
    parse: (data) => answer.parse(data),
  });
  return { invitedAt: invited_at };
}

/** Invites, then reads the waitlist again (every page: the entry's status changed). */
export function useWaitlistInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWaitlistInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlist() }),
  });
}
