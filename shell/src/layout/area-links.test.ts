import type { AccessProfile } from '@csan/shared-auth';
import { describe, expect, it } from 'vitest';
import { areaLinks, areaMenuValue, areaOfMenuValue } from './area-links';

const profile = (flags: Partial<AccessProfile>): AccessProfile => ({
  full_name: null,
  membership_tier: null,
  mfa_enabled: false,
  is_lms_active: false,
  is_cert_partner: false,
  has_premium_tool_access: false,
  ...flags,
});

const partner = profile({
  is_lms_active: true,
  is_cert_partner: true,
  has_premium_tool_access: true,
});
const main = { protocol: 'http:', host: 'csan.localhost:8080' };

describe('areaLinks', () => {
  it('lists every area of a partner, each on its own host', () => {
    expect(areaLinks(partner, main)).toEqual([
      { area: 'learning', href: 'http://skillup.csan.localhost:8080/' },
      { area: 'certification', href: 'http://intel.csan.localhost:8080/' },
      { area: 'tools', href: 'http://tools.csan.localhost:8080/' },
    ]);
  });

  it('lists only the areas whose flag the member holds', () => {
    expect(areaLinks(profile({ has_premium_tool_access: true }), main)).toEqual([
      { area: 'tools', href: 'http://tools.csan.localhost:8080/' },
    ]);
    expect(areaLinks(profile({}), main)).toEqual([]);
    expect(areaLinks(null, main)).toEqual([]);
  });

  it('on an area host, leaves that area out and links the others', () => {
    const intel = { protocol: 'https:', host: 'intel.csan.africa' };
    expect(areaLinks(partner, intel, 'certification').map((link) => link.href)).toEqual([
      'https://skillup.csan.africa/',
      'https://tools.csan.africa/',
    ]);
  });

  it("builds the hosts on the site URL's domain, also from its www. host", () => {
    const www = { protocol: 'https:', host: 'www.csan.africa' };
    const site = 'https://csan.africa';
    expect(areaLinks(partner, www, null, site).map((link) => link.href)).toEqual([
      'https://skillup.csan.africa/',
      'https://intel.csan.africa/',
      'https://tools.csan.africa/',
    ]);
    // A host outside the site's domain (a preview) shares no session, so it links no area.
    expect(
      areaLinks(partner, { protocol: 'https:', host: 'preview.example.net' }, null, site),
    ).toEqual([]);
  });

  it('links nothing where the host has no parent domain', () => {
    expect(areaLinks(partner, { protocol: 'http:', host: 'localhost:8080' })).toEqual([]);
  });
});

describe('area menu values', () => {
  it('round-trip an area and refuse anything else', () => {
    expect(areaOfMenuValue(areaMenuValue('tools'))).toBe('tools');
    expect(areaOfMenuValue('area:admin')).toBeNull();
    expect(areaOfMenuValue('account')).toBeNull();
  });
});
