import { describe, expect, it } from 'vitest';
import { avatarInitial, userMenuItems } from './user-menu-items';

const paths = (tier: string | null, isAdmin: boolean) =>
  userMenuItems({ tier, isAdmin }).map((item) => item.to);

describe('userMenuItems', () => {
  const base = ['/account', '/membership', '/member-directory'];
  it.each([
    ['no tier', null, false, base],
    ['student', 'Student', false, base],
    ['professional', 'Professional', false, [...base, '/rd-projects']],
    ['corporate', 'Corporate', false, [...base, '/corporate-team', '/rd-projects']],
    ['admin', null, true, [...base, '/corporate-team', '/rd-projects', '/admin', '/analytics']],
  ])('%s sees %j', (_who, tier, isAdmin, expected) => {
    expect(paths(tier, isAdmin)).toEqual(expected);
  });
});

describe('avatarInitial', () => {
  it('uses the first letter of full_name, else of the e-mail', () => {
    expect(avatarInitial('ama Mensah', 'x@csan.test')).toBe('A');
    expect(avatarInitial('  ', 'kofi@csan.test')).toBe('K');
    expect(avatarInitial(null, 'émile@csan.test')).toBe('É');
    expect(avatarInitial(null, null)).toBe('?');
  });
});
