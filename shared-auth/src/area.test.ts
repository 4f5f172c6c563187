import { describe, expect, it } from 'vitest';
import { areaFromHost } from './area';

describe('areaFromHost', () => {
  it.each([
    ['skillup.csan.africa', 'learning'],
    ['intel.csan.africa', 'certification'],
    ['tools.csan.africa', 'tools'],
    ['SKILLUP.CSAN.AFRICA', 'learning'],
    ['tools.csan.africa:443', 'tools'],
    ['skillup.portal.csan.africa', 'learning'],
    // Local development area hosts follow the same rule.
    ['skillup.csan.localhost:8080', 'learning'],
    ['intel.csan.localhost', 'certification'],
    ['tools.csan.test', 'tools'],
  ])('%s → %s', (host, area) => {
    expect(areaFromHost(host)).toBe(area);
  });

  it.each([
    'csan.africa', // two labels
    'www.csan.africa', // unknown label
    'skillup.localhost', // two labels
    'localhost',
    'localhost:8080',
    '127.0.0.1',
    '127.0.0.1:8080',
    '10.0.0.12',
    '[::1]:8080',
    '',
  ])('%s → no area', (host) => {
    expect(areaFromHost(host)).toBeNull();
  });
});
