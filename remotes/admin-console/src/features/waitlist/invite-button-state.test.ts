import { describe, expect, it } from 'vitest';
import { inviteButtonState } from './invite-button-state';

describe('inviteButtonState', () => {
  it('a pending entry may be invited, except while sending', () => {
    expect(inviteButtonState('pending', false)).toEqual({ label: 'send', disabled: false });
    expect(inviteButtonState('pending', true)).toEqual({ label: 'sending', disabled: true });
  });

  it('invited and accepted entries cannot be invited again', () => {
    expect(inviteButtonState('invited', false)).toEqual({ label: 'sent', disabled: true });
    expect(inviteButtonState('invited', true)).toEqual({ label: 'sent', disabled: true });
    expect(inviteButtonState('accepted', false)).toEqual({ label: 'accepted', disabled: true });
  });
});
