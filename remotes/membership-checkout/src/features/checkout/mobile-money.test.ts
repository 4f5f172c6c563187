import { describe, expect, it } from 'vitest';
import { ghanaMobileNumber, isMobileMoneyNetwork } from './mobile-money';

describe('ghanaMobileNumber', () => {
  it.each([
    ['0241234567', '0241234567'],
    ['024 123 4567', '0241234567'],
    ['+233 20 123 4567', '0201234567'],
    ['233551234567', '0551234567'],
    ['(057) 123-4567', '0571234567'],
  ])('%s → %s', (input, local) => {
    expect(ghanaMobileNumber(input)).toBe(local);
  });

  it.each(['', '0301234567', '024123456', '02412345678', '+2348031234567', 'O241234567'])(
    'refuses %s',
    (input) => {
      expect(ghanaMobileNumber(input)).toBeNull();
    },
  );
});

describe('isMobileMoneyNetwork', () => {
  it("knows Paystack's Ghana codes only", () => {
    expect(['mtn', 'vod', 'atl', 'mpesa', ''].map(isMobileMoneyNetwork)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
