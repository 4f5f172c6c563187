import { invokeFunction } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '../../../api/keys';
import type { WaitlistEntry } from './waitlist-list-query';

const answer = z.object({ ok: z.literal(true), invited_at: z.string(), expires_at: z.string() });

export type InvitationSent = { invitedAt: string; expiresAt: string };

/**
 * send-waitlist-invitation { waitlistId, email, fullName, resend? }: the server moves the entry
 * to invited, mints the sign-up token and mails the link (as the admin: aal2 only); with
 * `resend` an invited entry gets a new link and the old one stops working.
 */
export async function sendWaitlistInvitation(
  entry: WaitlistEntry,
  resend = false,
): Promise<InvitationSent> {
  const { invited_at, expires_at } = await invokeFunction('send-waitlist-invitation', {
    body: { waitlistId: entry.id, email: entry.email, fullName: entry.name, resend },
    parse: (data) => answer.parse(data),
  });
  return { invitedAt: invited_at, expiresAt: expires_at };
}

/** Invites, then reads the waitlist again (every page: the entry's status changed). */
export function useWaitlistInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: WaitlistEntry) => sendWaitlistInvitation(entry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlist() }),
  });
}

/** Re-sends an invited entry's link, then reads the waitlist again (its dates changed). */
export function useWaitlistResendMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: WaitlistEntry) => sendWaitlistInvitation(entry, true),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlist() }),
  });
}
