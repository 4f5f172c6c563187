import { describe, expect, it } from 'vitest';
import { itemRank, resourceAccess } from './access';

const visitor = { signedIn: false, tier: null, isAdmin: false };
const member = (tier: string | null) => ({ signedIn: true, tier, isAdmin: false });
const admin = { signedIn: true, tier: null, isAdmin: true };

describe('itemRank', () => {
  it('ranks Public 0, Student 1, Professional 2, Corporate 3 and an unknown tier 999', () => {
    expect(['Public', 'Student', 'Professional', 'Corporate', 'Gold', ''].map(itemRank)).toEqual([
      0, 1, 2, 3, 999, 999,
    ]);
  });
});

describe('resourceAccess: the library tier check', () => {
  it('Public items go through the lead form for everyone', () => {
    for (const who of [visitor, member('Student'), member(null), admin]) {
      expect(resourceAccess('Public', who)).toBe('lead');
    }
  });

  it('a visitor is asked to sign in for every gated item, an unknown tier included', () => {
    for (const tier of ['Student', 'Professional', 'Corporate', 'Platinum']) {
      expect(resourceAccess(tier, visitor)).toBe('sign-in');
    }
  });

  it.each([
    ['Student', 'Student', 'open'],
    ['Student', 'Professional', 'upgrade'],
    ['Professional', 'Professional', 'open'],
    ['Professional', 'Student', 'open'],
    ['Professional', 'Corporate', 'upgrade'],
    ['Corporate', 'Corporate', 'open'],
  ] as const)('a %s member and a %s item: %s', (tier, item, expected) => {
    expect(resourceAccess(item, member(tier))).toBe(expected);
  });

  it('an unknown member tier counts as 0: below every gated item', () => {
    for (const tier of [null, '', 'Patron', 'student']) {
      expect(resourceAccess('Student', member(tier))).toBe('upgrade');
    }
  });

  it('an unknown item tier counts as 999: no member opens it', () => {
    expect(resourceAccess('Platinum', member('Corporate'))).toBe('upgrade');
  });

  it('admins open everything', () => {
    for (const tier of ['Student', 'Professional', 'Corporate', 'Platinum']) {
      expect(resourceAccess(tier, admin)).toBe('open');
    }
  });
});
