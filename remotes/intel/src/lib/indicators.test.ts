import { describe, expect, it } from 'vitest';
import { type IndicatorType, isValidIndicator, normaliseIndicator } from './indicators';

const CASES: Array<[IndicatorType, string[], string[]]> = [
  ['ipv4', ['192.0.2.10', '10.0.0.1'], ['192.0.2.300', '192.0.2', 'example.com', '::1']],
  ['ipv6', ['2001:db8::1', '::1'], ['2001:db8::g', '192.0.2.1']],
  ['cidr', ['192.0.2.0/24', '2001:db8::/32'], ['192.0.2.0/33', '192.0.2.0', 'x/24']],
  [
    'domain',
    ['example.com', 'mail.Example.co.gh'],
    ['localhost', '1.2.3.4', 'exa mple.com', '-a.com'],
  ],
  [
    'url',
    ['https://example.com/a?b=1', 'http://192.0.2.1/x'],
    ['javascript:alert(1)', 'example.com'],
  ],
  ['sha256', ['a'.repeat(64), 'ABCDEF'.padEnd(64, '0')], ['a'.repeat(63), 'g'.repeat(64)]],
  ['sha1', ['0'.repeat(40)], ['0'.repeat(64)]],
  ['md5', ['d41d8cd98f00b204e9800998ecf8427e'], ['d41d8cd98f00b204e9800998ecf8427']],
  ['email', ['soc@cert.gh'], ['soc@', 'not an email']],
  ['cve', ['CVE-2024-3094', 'cve-2021-44228'], ['CVE-24-1', 'CVE-2024-12']],
];

describe('indicator validation by type', () => {
  for (const [type, valid, invalid] of CASES) {
    it(`${type}: accepts ${valid.join(', ')}; refuses ${invalid.join(', ')}`, () => {
      for (const value of valid) expect(isValidIndicator(type, value), value).toBe(true);
      for (const value of invalid) expect(isValidIndicator(type, value), value).toBe(false);
    });
  }

  it('refuses an empty value and one over 2,048 characters', () => {
    expect(isValidIndicator('domain', '   ')).toBe(false);
    expect(isValidIndicator('url', `https://example.com/${'a'.repeat(2048)}`)).toBe(false);
  });

  it('stores hashes and domains lower-case, CVE ids upper-case, everything trimmed', () => {
    expect(normaliseIndicator('sha1', ` ${'A'.repeat(40)} `)).toBe('a'.repeat(40));
    expect(normaliseIndicator('domain', 'Example.COM')).toBe('example.com');
    expect(normaliseIndicator('cve', 'cve-2024-3094')).toBe('CVE-2024-3094');
    expect(normaliseIndicator('url', ' https://Example.com/A ')).toBe('https://Example.com/A');
  });
});
