import type { WaitlistEntry } from './api/waitlist-list-query';

export type InviteButtonState = {
  /** `waitlist.invite.<label>`: Send Invite, Sending..., Already Sent, Accepted. */
  label: 'send' | 'sending' | 'sent' | 'accepted';
  disabled: boolean;
};

/**
 * The Send Invite button of one entry: only a pending entry that is not being sent may be
 * invited; an invited entry says 'Already Sent', an accepted one 'Accepted'.
 */
export function inviteButtonState(
  status: WaitlistEntry['status'],
  sending: boolean,
): InviteButtonState {
  if (status === 'accepted') return { label: 'accepted', disabled: true };
  if (status === 'invited') return { label: 'sent', disabled: true };
  if (sending) return { label: 'sending', disabled: true };
  return { label: 'send', disabled: false };
}

/** The status badge's colour. */
export const STATUS_PALETTE = {
  pending: 'gray',
  invited: 'blue',
  accepted: 'green',
} as const satisfies Record<WaitlistEntry['status'], string>;
