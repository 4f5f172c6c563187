import { describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE_MAX_AGE,
  sessionCookieDomain,
  sessionCookieOptions,
} from './session-cookie';

describe('sessionCookieDomain', () => {
  const local = 'http://csan.localhost:8080';
  const production = 'https://csan.africa';

  it('is the site URL host on the main host and on every area host', () => {
    expect(sessionCookieDomain('csan.localhost', local)).toBe('csan.localhost');
    expect(sessionCookieDomain('skillup.csan.localhost', local)).toBe('csan.localhost');
    expect(sessionCookieDomain('INTEL.csan.africa.', production)).toBe('csan.africa');
    expect(sessionCookieDomain('tools.csan.africa', `${production}/`)).toBe('csan.africa');
  });

  it('is none on a host outside the site domain (host-only cookie)', () => {
    expect(sessionCookieDomain('csan.africa.evil.example', production)).toBeUndefined();
    expect(sessionCookieDomain('notcsan.africa', production)).toBeUndefined();
    expect(sessionCookieDomain('preview.example.org', production)).toBeUndefined();
  });

  it('is none where no parent domain can be shared: localhost, IP literals, a bad site URL', () => {
    expect(sessionCookieDomain('localhost', 'http://localhost:8080')).toBeUndefined();
    expect(sessionCookieDomain('127.0.0.1', 'http://127.0.0.1:8080')).toBeUndefined();
    expect(sessionCookieDomain('[::1]', 'http://[::1]:8080')).toBeUndefined();
    expect(sessionCookieDomain('skillup.csan.localhost', 'http://localhost:8080')).toBeUndefined();
    expect(sessionCookieDomain('csan.localhost', 'not a url')).toBeUndefined();
  });
});

describe('sessionCookieOptions', () => {
  it('is Lax, Path=/, on the parent domain, Secure only on https', () => {
    expect(
      sessionCookieOptions(
        { hostname: 'skillup.csan.localhost', protocol: 'http:' },
        'http://csan.localhost:8080',
      ),
    ).toEqual({
      domain: 'csan.localhost',
      path: '/',
      sameSite: 'lax',
      secure: false,
      maxAge: SESSION_COOKIE_MAX_AGE,
    });
    const https = sessionCookieOptions(
      { hostname: 'csan.africa', protocol: 'https:' },
      'https://csan.africa',
    );
    expect(https).toMatchObject({ domain: 'csan.africa', secure: true, sameSite: 'lax' });
  });

  it('has no Domain attribute on a host-only page', () => {
    const options = sessionCookieOptions(
      { hostname: 'localhost', protocol: 'http:' },
      'http://localhost:8080',
    );
    expect('domain' in options).toBe(false);
  });
});
