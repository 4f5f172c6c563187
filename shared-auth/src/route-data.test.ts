import { describe, expect, it } from 'vitest';
import { labelIn, parseRouteData } from './route-data';

const labels = { en: 'Events', fr: 'Événements', pt: 'Eventos', sw: 'Matukio' };
const events = {
  path: '/events',
  expose: 'EventsPage',
  guard: { kind: 'tier', tier: 'Professional' },
  readsDatabase: true,
  readsPublicWhenSignedOut: true,
  subRoutes: true,
  nav: { key: 'events', header: 80, label: labels },
  visits: ['/events/1'],
};

describe('parseRouteData (a remote’s routes.json, checked)', () => {
  it('returns valid routes as declared, unknown keys dropped', () => {
    expect(parseRouteData([{ ...events, extra: 1 }])).toEqual([events]);
    expect(
      parseRouteData([
        { path: '/', expose: 'Home', guard: { kind: 'area' }, readsDatabase: false },
        {
          path: '/analytics',
          expose: 'A',
          guard: { kind: 'admin', signedOutTo: '/auth', loadingLabel: 'guard.verifying' },
          readsDatabase: true,
        },
      ]),
    ).toHaveLength(2);
  });

  it.each([
    ['a guard outside the closed set', { guard: { kind: 'everyone' } }, /guard.kind/],
    ['an unknown tier', { guard: { kind: 'tier', tier: 'Gold' } }, /tier/],
    [
      'a shell notice it does not have',
      { guard: { kind: 'tier', tier: 'Student', denied: 'x' } },
      /denied/,
    ],
    [
      'an admin redirect off the site',
      { guard: { kind: 'admin', signedOutTo: 'https://evil.example' } },
      /signedOutTo/,
    ],
    ['a missing guard', { guard: undefined }, /guard/],
    ['a path pattern', { path: '/events/*' }, /path/],
    ['a climbing path', { path: '/../admin' }, /path/],
    ['a relative path', { path: 'events' }, /path/],
    ['an expose that is a path', { expose: '../x' }, /expose/],
    ['readsDatabase left out', { readsDatabase: undefined }, /readsDatabase/],
    ['readsPublicWhenSignedOut other than true', { readsPublicWhenSignedOut: 1 }, /readsPublic/],
    ['a label missing a language', { nav: { key: 'e', label: { ...labels, sw: '' } } }, /sw/],
    ['a fractional nav place', { nav: { key: 'e', header: 1.5, label: labels } }, /integers/],
    ['visits that are not paths', { visits: ['http://x'] }, /visits/],
  ])('refuses %s', (_what, change, message) => {
    expect(() => parseRouteData([{ ...events, ...change }])).toThrow(message);
  });

  it('refuses an empty list, a non-list and a path declared twice', () => {
    expect(() => parseRouteData([])).toThrow(/1 to/);
    expect(() => parseRouteData({ routes: [] })).toThrow(/1 to/);
    expect(() => parseRouteData([events, events])).toThrow(/twice/);
  });
});

describe('labelIn', () => {
  it('picks the language, English for any other', () => {
    expect(labelIn(labels, 'fr')).toBe('Événements');
    expect(labelIn(labels, 'sw-KE')).toBe('Matukio');
    expect(labelIn(labels, 'de')).toBe('Events');
    expect(labelIn(labels, undefined)).toBe('Events');
  });
});
