import { describe, expect, it } from 'vitest';
import { initialTab, visibleTabs } from './tabs';

describe('login tabs', () => {
  it('shows Signup only with a valid invitation and hides Waitlist then', () => {
    expect(visibleTabs(true)).toEqual(['signup', 'login']);
    expect(visibleTabs(false)).toEqual(['login', 'waitlist']);
  });

  it.each([
    [null, false, 'login'],
    ['waitlist', false, 'waitlist'],
    ['signup', false, 'login'], // no valid invitation: no Signup tab to preselect
    [null, true, 'signup'],
    ['signup', true, 'signup'],
    ['login', true, 'login'],
    ['waitlist', true, 'signup'], // invited: Waitlist is hidden
    ['bogus', false, 'login'],
  ] as const)('?tab=%s, invited %s → %s', (param, invited, expected) => {
    expect(initialTab(param, invited)).toBe(expected);
  });
});
