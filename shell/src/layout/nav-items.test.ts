import { describe, expect, it } from 'vitest';
import { routesForHost } from '../routes/route-table';
import { FIXTURE_ROUTES } from '../test/route-fixture';
import { headerItems, userMenuItems } from './nav-items';

const main = routesForHost({ routes: FIXTURE_ROUTES, missing: [] }, null).routes;

describe('headerItems', () => {
  it("lists the routes' header links in their order, labelled in the language", () => {
    expect(headerItems(main, 'en').map((i) => i.label)).toEqual([
      'Home',
      'About',
      'Pillars',
      'Membership',
      'Resources',
      'R&D Services',
      'Products',
    ]);
    expect(headerItems(main, 'fr')[0]).toMatchObject({ to: '/', label: 'Home (fr)' });
  });

  it("gives an area host its own remote's links", () => {
    const tools = routesForHost({ routes: FIXTURE_ROUTES, missing: [] }, 'tools').routes;
    expect(headerItems(tools, 'en').map((i) => i.to)).toEqual(['/', '/about']);
  });
});

describe('userMenuItems', () => {
  const paths = (tier: string | null, isAdmin: boolean) =>
    userMenuItems(main, { tier, isAdmin }, 'en').map((item) => item.to);
  const base = ['/account', '/membership', '/member-directory'];
  it.each([
    ['no tier', null, false, base],
    ['student', 'Student', false, base],
    ['professional', 'Professional', false, [...base, '/rd-projects']],
    ['corporate', 'Corporate', false, [...base, '/corporate-team', '/rd-projects']],
    ['admin', null, true, [...base, '/corporate-team', '/rd-projects', '/admin', '/analytics']],
  ])('%s sees %j (the links whose guard they pass)', (_who, tier, isAdmin, expected) => {
    expect(paths(tier, isAdmin)).toEqual(expected);
  });
});
