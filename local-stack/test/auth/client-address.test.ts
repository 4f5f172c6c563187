import { describe, expect, it } from 'vitest';
import { clientBucket, resolveClientAddress } from '../../src/auth/request.js';
import { settingsFromEnv } from '../../src/auth/settings.js';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(resolveClientAddress('198.51.100.9', '203.0.113.1', [])).toBe('198.51.100.9');
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.1', [])).toBe('127.0.0.1');
  });

  it('is the nearest untrusted hop of the header behind a trusted proxy', () => {
    const proxies = ['10.0.0.2', '10.0.0.3'];
    expect(resolveClientAddress('10.0.0.2', '203.0.113.1', proxies)).toBe('203.0.113.1');
    // A client-written left part cannot pose as another client: the proxy appended the truth.
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 203.0.113.1', proxies)).toBe('203.0.113.1');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.1, 10.0.0.3', proxies)).toBe('203.0.113.1');
    expect(resolveClientAddress('::ffff:10.0.0.2', '203.0.113.1', proxies)).toBe('203.0.113.1');
  });

  it('falls back to the peer when the header is missing or not an address', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, ['10.0.0.2'])).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'not-an-ip', ['10.0.0.2'])).toBe('10.0.0.2');
  });

  it('trusts the proxies named in AUTH_TRUSTED_PROXIES, reading AUTH_RATE_LIMIT_HEADER', () => {
    expect(
      settingsFromEnv({
        AUTH_TRUSTED_PROXIES: '10.0.0.2, 10.0.0.3',
        AUTH_RATE_LIMIT_HEADER: 'CF-Connecting-IP',
      }),
    ).toEqual({ trustedProxies: ['10.0.0.2', '10.0.0.3'], forwardedForHeader: 'CF-Connecting-IP' });
  });

  it('is limited by its /64 when it is IPv6, so one host cannot rotate past the limits', () => {
    expect(clientBucket('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientBucket('203.0.113.5')).toBe('203.0.113.5');
  });
});
