import { describe, expect, it } from 'vitest';
import { canAccessCorporateTeam, canAccessRdProjects, meetsTier, tierRank } from './tiers';

describe('tierRank', () => {
  it.each([
    ['Student', 1],
    ['Professional', 2],
    ['Corporate', 3],
    ['', 0],
    ['corporate', 0], // tiers are case-sensitive values of profiles.membership_tier
    ['Patron', 0],
    [null, 0],
    [undefined, 0],
  ])('%s → %i', (tier, rank) => {
    expect(tierRank(tier)).toBe(rank);
  });
});

describe('meetsTier', () => {
  const member = { isAdmin: false };
  it('grants a tier to that tier and higher only', () => {
    expect(meetsTier('Student', 'Student', member)).toBe(true);
    expect(meetsTier('Professional', 'Student', member)).toBe(true);
    expect(meetsTier('Corporate', 'Professional', member)).toBe(true);
    expect(meetsTier('Student', 'Professional', member)).toBe(false);
    expect(meetsTier('Professional', 'Corporate', member)).toBe(false);
  });

  it('denies a member without a known tier', () => {
    expect(meetsTier(null, 'Student', member)).toBe(false);
    expect(meetsTier('Gold', 'Student', member)).toBe(false);
  });

  it('lets admins pass whatever their tier', () => {
    expect(meetsTier(null, 'Corporate', { isAdmin: true })).toBe(true);
    expect(meetsTier('Student', 'Corporate', { isAdmin: true })).toBe(true);
  });

  it('never grants an unknown required tier, not even to admins', () => {
    expect(meetsTier('Corporate', 'Platinum', member)).toBe(false);
    expect(meetsTier('Corporate', '', { isAdmin: true })).toBe(false);
  });
});

describe('corporate team and R&D projects', () => {
  it.each([
    [null, false, false, false],
    ['Student', false, false, false],
    ['Professional', false, false, true],
    ['Corporate', false, true, true],
    [null, true, true, true],
    ['Student', true, true, true],
  ])('tier %s admin %s → team %s, projects %s', (tier, isAdmin, team, projects) => {
    expect(canAccessCorporateTeam({ tier, isAdmin })).toBe(team);
    expect(canAccessRdProjects({ tier, isAdmin })).toBe(projects);
  });
});
