import { describe, expect, it } from 'vitest';
import { areaUrl, parentDomain } from './area-url';
import { portalParentDomain } from './parent-domain';
import { sessionCookieDomain } from './session-cookie';

const at = (host: string, protocol = 'http:') => ({ host, protocol });

// One rule for both consumers: the session cookie's Domain and the area links' hosts. Each case
// checks that the two agree, so a link never leads to a host the session does not reach.
function bothSay(host: string, siteUrl: string | undefined) {
  const hostname = host.replace(/:\d+$/, '');
  const link = parentDomain(at(host), siteUrl);
  return {
    rule: portalParentDomain(host, siteUrl),
    cookie: sessionCookieDomain(hostname, siteUrl) ?? null,
    link: link ? link.replace(/:\d+$/, '') : null,
  };
}

describe('portalParentDomain: the one parent-domain rule', () => {
  it('locally: csan.localhost and its area hosts share csan.localhost; localhost shares nothing', () => {
    const site = 'http://csan.localhost:8080';
    for (const host of [
      'csan.localhost:8080',
      'intel.csan.localhost:8080',
      'skillup.csan.localhost',
    ]) {
      const said = bothSay(host, site);
      expect(said).toEqual({
        rule: 'csan.localhost',
        cookie: 'csan.localhost',
        link: 'csan.localhost',
      });
    }
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect(bothSay(host, 'http://localhost:8080')).toEqual({
        rule: null,
        cookie: null,
        link: null,
      });
      expect(bothSay(host, undefined)).toEqual({ rule: null, cookie: null, link: null });
    }
    expect(areaUrl('learning', at('intel.csan.localhost:8080'), site)).toBe(
      'http://skillup.csan.localhost:8080/',
    );
  });

  it('in production: csan.africa from the main host, www. and every area host', () => {
    const site = 'https://csan.africa/';
    for (const host of [
      'csan.africa',
      'www.csan.africa',
      'TOOLS.CSAN.AFRICA.',
      'intel.csan.africa',
    ]) {
      expect(bothSay(host, site)).toEqual({
        rule: 'csan.africa',
        cookie: 'csan.africa',
        link: 'csan.africa',
      });
    }
    // www. is not an area: its links still open the areas on csan.africa.
    expect(areaUrl('tools', at('www.csan.africa', 'https:'), site)).toBe(
      'https://tools.csan.africa/',
    );
    // A look-alike is not under the site's domain.
    expect(bothSay('csan.africa.evil.example', site).rule).toBeNull();
    expect(bothSay('notcsan.africa', site).rule).toBeNull();
  });

  it('on a preview domain: its session stays on its host and it links to no area', () => {
    const production = 'https://csan.africa';
    expect(bothSay('pr-12.preview.example.org', production)).toEqual({
      rule: null,
      cookie: null,
      link: null,
    });
    expect(areaUrl('learning', at('pr-12.preview.example.org', 'https:'), production)).toBeNull();
    // A preview configured with its own site URL is its own portal, areas included.
    const own = 'https://pr-12.preview.example.org';
    expect(bothSay('intel.pr-12.preview.example.org', own)).toEqual({
      rule: 'pr-12.preview.example.org',
      cookie: 'pr-12.preview.example.org',
      link: 'pr-12.preview.example.org',
    });
  });

  it('without a site URL the page host decides (minus an area label)', () => {
    expect(portalParentDomain('skillup.portal.csan.africa')).toBe('portal.csan.africa');
    expect(portalParentDomain('portal.csan.africa')).toBe('portal.csan.africa');
    expect(portalParentDomain('localhost')).toBeNull();
    expect(portalParentDomain('csan.localhost', 'not a url')).toBeNull();
  });
});
