import { describe, expect, it } from 'vitest';
import { areaUrl, parentDomain } from './area-url';

const at = (host: string, protocol = 'http:') => ({ host, protocol });

describe('parentDomain', () => {
  it.each([
    ['csan.localhost:8080', 'csan.localhost:8080'],
    ['skillup.csan.localhost:8080', 'csan.localhost:8080'],
    ['intel.csan.localhost:9021', 'csan.localhost:9021'],
    ['csan.africa', 'csan.africa'],
    ['TOOLS.CSAN.AFRICA', 'csan.africa'],
    ['tools.csan.africa.', 'csan.africa'],
    ['portal.csan.africa', 'portal.csan.africa'],
    ['skillup.portal.csan.africa', 'portal.csan.africa'],
  ])('%s → %s', (host, parent) => {
    expect(parentDomain(at(host))).toBe(parent);
  });

  it.each(['localhost:8080', 'localhost', '127.0.0.1:8080', '[::1]:8080', ''])(
    '%s has none',
    (host) => {
      expect(parentDomain(at(host))).toBeNull();
    },
  );
});

describe('areaUrl', () => {
  it('opens each area on the main host’s parent domain and port', () => {
    const main = at('csan.localhost:8080');
    expect(areaUrl('learning', main)).toBe('http://skillup.csan.localhost:8080/');
    expect(areaUrl('certification', main)).toBe('http://intel.csan.localhost:8080/');
    expect(areaUrl('tools', main)).toBe('http://tools.csan.localhost:8080/');
  });

  it('leads from one area host to another, keeping the scheme', () => {
    const intel = at('intel.csan.africa', 'https:');
    expect(areaUrl('learning', intel)).toBe('https://skillup.csan.africa/');
    expect(areaUrl('certification', intel)).toBe('https://intel.csan.africa/');
  });

  it('gives no link where no area host can exist', () => {
    expect(areaUrl('tools', at('localhost:8080'))).toBeNull();
    expect(areaUrl('tools', at('10.0.0.12:8080'))).toBeNull();
  });
});
