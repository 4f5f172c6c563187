import { describe, expect, it } from 'vitest';
import { safeRedirect } from './request.js';

describe('safeRedirect (GoTrue allow list: the site URL and its area hosts)', () => {
  const site = 'http://csan.localhost:8080';

  it('keeps a target on the site or on one of its area hosts', () => {
    expect(safeRedirect(`${site}/account`, site)).toBe(`${site}/account`);
    expect(safeRedirect('http://skillup.csan.localhost:8080/courses', site)).toBe(
      'http://skillup.csan.localhost:8080/courses',
    );
  });

  it('falls back to the site URL for anything else', () => {
    for (const target of [
      'http://evil.example/account',
      'http://csan.localhost.evil.example:8080/',
      'http://evilcsan.localhost:8080/',
      'http://skillup.csan.localhost:9999/', // another port: another server
      'https://skillup.csan.localhost:8080/', // another scheme
      'http://a.b.csan.localhost:8080/', // only one label deep, as the areas are
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(safeRedirect(target, site), target).toBe(site);
    }
  });
});
