import { describe, expect, it } from 'vitest';
import { chargeStep, ghanaMobileNumber, INVALID_PHONE, mobileMoneyInput } from './mobile-money.ts';

describe('ghanaMobileNumber', () => {
  it.each([
    ['0241234567', '0241234567'],
    ['024 123 4567', '0241234567'],
    ['+233 24 123 4567', '0241234567'],
    ['233201234567', '0201234567'],
    ['(055) 123-4567', '0551234567'],
    ['0571234567', '0571234567'],
  ])('%s → %s', (input, local) => {
    expect(ghanaMobileNumber(input)).toBe(local);
  });

  it.each([
    '0301234567', // a landline range
    '024123456', // one digit short
    '02412345678', // one digit long
    '+2348031234567', // Nigeria
    '1241234567',
    '',
    '024l234567',
  ])('refuses %s', (input) => {
    expect(ghanaMobileNumber(input)).toBeNull();
  });
});

describe('mobileMoneyInput', () => {
  it('takes the provider codes Paystack uses in Ghana, with the number made local', () => {
    expect(mobileMoneyInput.parse({ provider: 'vod', phone: '+233 20 123 4567' })).toEqual({
      provider: 'vod',
      phone: '0201234567',
    });
  });

  it('refuses other networks and numbers with the messages the portal translates', () => {
    const phone = mobileMoneyInput.safeParse({ provider: 'mtn', phone: '0301234567' });
    expect(phone.error?.issues[0]?.message).toBe(INVALID_PHONE);
    const provider = mobileMoneyInput.safeParse({ provider: 'mpesa', phone: '0241234567' });
    expect(provider.error?.issues[0]?.message).toBe('Choose a mobile money network');
  });
});

describe('chargeStep', () => {
  it.each([
    ['send_otp', 'send_otp'],
    ['pay_offline', 'pending'],
    ['pending', 'pending'],
    ['ongoing', 'pending'],
    ['success', 'success'],
    ['failed', 'failed'],
    ['reversed', 'failed'],
  ])('%s → %s', (status, step) => {
    expect(chargeStep(status)).toBe(step);
  });
});
