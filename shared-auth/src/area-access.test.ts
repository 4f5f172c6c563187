import { describe, expect, it } from 'vitest';
import { type AreaAccessInput, areaAccess } from './area-access';

const none = { is_lms_active: false, is_cert_partner: false, has_premium_tool_access: false };

function input(flags: Partial<typeof none>, more: Partial<AreaAccessInput> = {}): AreaAccessInput {
  return { profile: { ...none, ...flags }, hasVerifiedFactor: false, aal: 'aal1', ...more };
}

describe('areaAccess', () => {
  it('learning follows is_lms_active only', () => {
    expect(areaAccess('learning', input({ is_lms_active: true }))).toBe('granted');
    expect(
      areaAccess('learning', input({ is_cert_partner: true, has_premium_tool_access: true })),
    ).toBe('denied');
  });

  it('tools follows has_premium_tool_access only', () => {
    expect(areaAccess('tools', input({ has_premium_tool_access: true }))).toBe('granted');
    expect(areaAccess('tools', input({ is_lms_active: true }))).toBe('denied');
  });

  it('certification needs the flag, a verified factor and an aal2 session', () => {
    const partner = { is_cert_partner: true };
    expect(areaAccess('certification', input({ is_lms_active: true }))).toBe('denied');
    expect(areaAccess('certification', input(partner))).toBe('needs-mfa');
    expect(areaAccess('certification', input(partner, { hasVerifiedFactor: true }))).toBe(
      'needs-mfa',
    );
    expect(
      areaAccess('certification', input(partner, { aal: 'aal2', hasVerifiedFactor: false })),
    ).toBe('needs-mfa');
    expect(
      areaAccess('certification', input(partner, { hasVerifiedFactor: true, aal: 'aal2' })),
    ).toBe('granted');
  });

  it('denies every area without a profile', () => {
    const nobody = { profile: null, hasVerifiedFactor: true, aal: 'aal2' as const };
    expect(areaAccess('learning', nobody)).toBe('denied');
    expect(areaAccess('certification', nobody)).toBe('denied');
    expect(areaAccess('tools', nobody)).toBe('denied');
  });
});
