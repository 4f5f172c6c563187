import { describe, expect, it } from 'vitest';
import {
  AUDIT_PAGE_SIZE,
  actionPalette,
  actionTitle,
  filtersFromParams,
  filtersToParams,
  shownRange,
  timestampRange,
} from './audit-filters';

describe('audit filters', () => {
  it('pages of 25', () => expect(AUDIT_PAGE_SIZE).toBe(25));

  it('is no search until the address names a source', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toBeNull();
    expect(filtersFromParams(new URLSearchParams('action=x'))).toBeNull();
    expect(filtersFromParams(new URLSearchParams('source=all'))).toEqual({
      source: 'all',
      action: '',
      from: '',
      to: '',
    });
  });

  it('reads and writes the same search, dropping what is not valid', () => {
    const filters = {
      source: 'intel',
      action: 'deadline',
      from: '2026-11-01',
      to: '2026-11-25',
    } as const;
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams({ source: 'all', action: '  ', from: '', to: '' }).toString()).toBe(
      'source=all',
    );
    expect(
      filtersFromParams(new URLSearchParams('source=nope&from=2026-13-45&to=yesterday')),
    ).toEqual({ source: 'all', action: '', from: '', to: '' });
  });

  it('covers the start date from 00:00 to the end date at 23:59:59.999 UTC', () => {
    expect(timestampRange({ from: '2026-11-01', to: '2026-11-25' })).toEqual({
      gte: '2026-11-01T00:00:00.000Z',
      lte: '2026-11-25T23:59:59.999Z',
    });
    expect(timestampRange({ from: '', to: '' })).toEqual({ gte: null, lte: null });
  });

  it("says 'Showing X-Y of Z' for 1-based pages", () => {
    expect(shownRange(1, 60)).toEqual({ first: 1, last: 25, total: 60 });
    expect(shownRange(3, 60)).toEqual({ first: 51, last: 60, total: 60 });
    expect(shownRange(1, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });

  it('shows the action in title case with a badge colour by what it did', () => {
    // Abbreviations keep their capitals (issue 26 item 8: 'Mfa' read as carelessness).
    expect(actionTitle('mfa_deadline_updated')).toBe('MFA Deadline Updated');
    expect(actionTitle('intel_stix_export')).toBe('Intel STIX Export');
    expect(actionTitle('rd_inquiry_created')).toBe('R&D Inquiry Created');
    expect(actionTitle('payment_activated_late')).toBe('Payment Activated Late');
    expect(actionPalette('discount_code_created')).toBe('green');
    expect(actionPalette('resource_deleted')).toBe('red');
    expect(actionPalette('mfa_factors_removed')).toBe('red');
    expect(actionPalette('access_flags_updated')).toBe('blue');
    expect(actionPalette('discount_member_limit_exceeded')).toBe('orange');
    expect(actionPalette('something')).toBe('gray');
  });
});
