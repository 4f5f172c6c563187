import { describe, expect, it } from 'vitest';
import { avatarInitial } from './user-menu-items';

describe('avatarInitial', () => {
  it('uses the first letter of full_name, else of the e-mail', () => {
    expect(avatarInitial('ama Mensah', 'x@csan.test')).toBe('A');
    expect(avatarInitial('  ', 'kofi@csan.test')).toBe('K');
    expect(avatarInitial(null, 'émile@csan.test')).toBe('É');
    expect(avatarInitial(null, null)).toBe('?');
  });
});
