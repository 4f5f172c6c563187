import { describe, expect, it } from 'vitest';
import { FIXTURE_ROUTES } from '../test/route-fixture';
import {
  accessOf,
  type LiveRoute,
  readsDatabase,
  routesForHost,
  setRouteTable,
} from './route-table';

const route = (remote: string, path: string, extra: Partial<LiveRoute> = {}): LiveRoute => ({
  remote,
  path,
  expose: 'Page',
  guard: { kind: 'public' },
  readsDatabase: false,
  ...extra,
});

describe('routesForHost', () => {
  it('gives the main site every main remote and an area host its own remote only', () => {
    const table = { routes: FIXTURE_ROUTES, missing: [] };
    const main = routesForHost(table, null).routes.map((r) => r.remote);
    expect(new Set(main)).toEqual(
      new Set(['public_site', 'membership_checkout', 'library', 'member_area', 'admin_console']),
    );
    const skillup = routesForHost(table, 'learning').routes;
    expect(skillup.map((r) => [r.remote, r.path])).toEqual([
      ['skillup', '/'],
      ['skillup', '/about'],
    ]);
  });

  it('mounts a remote the registry does not know on the main site (deployed on its own)', () => {
    const table = { routes: [...FIXTURE_ROUTES, route('events', '/events')], missing: [] };
    expect(routesForHost(table, null).routes.at(-1)).toMatchObject({ remote: 'events' });
  });

  it("never lets a remote take the shell's paths, and gives a path to the first remote", () => {
    const table = {
      routes: [
        route('library', '/login'),
        route('library', '/repository'),
        route('library', '/dup'),
        route('events', '/dup'),
      ],
      missing: [],
    };
    expect(routesForHost(table, null).routes).toEqual([route('library', '/dup')]);
  });

  it('drops an area guard on the main site, where no host flag exists', () => {
    const table = { routes: [route('events', '/x', { guard: { kind: 'area' } })], missing: [] };
    expect(routesForHost(table, null).routes).toEqual([]);
  });

  it('reports a missing remote on the host it serves, not on the others', () => {
    const table = { routes: FIXTURE_ROUTES, missing: ['tools'] };
    expect(routesForHost(table, 'tools').missing).toBe(true);
    expect(routesForHost(table, 'learning').missing).toBe(false);
    expect(routesForHost(table, null).missing).toBe(false);
    expect(routesForHost({ routes: [], missing: ['library'] }, null).missing).toBe(true);
  });
});

describe('accessOf and readsDatabase', () => {
  it('guards nothing for public and area pages, the rest as declared', () => {
    expect(accessOf({ guard: { kind: 'public' } })).toBeUndefined();
    expect(accessOf({ guard: { kind: 'area' } })).toBeUndefined();
    expect(accessOf({ guard: { kind: 'tier', tier: 'Professional' } })).toEqual({
      kind: 'tier',
      tier: 'Professional',
    });
  });

  it('loads supabase-js with a page whose route reads the database (unknown pages too)', () => {
    setRouteTable({ routes: FIXTURE_ROUTES, missing: [] });
    expect(readsDatabase('public_site', 'AboutPage')).toBe(false);
    expect(readsDatabase('library', 'ResourcesPage')).toBe(true);
    expect(readsDatabase('events', 'EventsPage')).toBe(true);
  });
});
