import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_FORM_DEFAULTS,
  type DiscountFormInput,
  discountFormSchema,
  todayUtc,
} from './discount-form';

const TODAY = '2026-11-25';
const parse = (changes: Partial<DiscountFormInput>) =>
  discountFormSchema(TODAY).safeParse({ ...DISCOUNT_FORM_DEFAULTS, code: 'WELCOME', ...changes });
const errorsOf = (changes: Partial<DiscountFormInput>) => {
  const parsed = parse(changes);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('Create Code: the rules', () => {
  it('defaults to a 10 % code, once per member, every tier, no expiry, active', () => {
    const parsed = parse({ code: ' summer-26 ' });
    expect(parsed.success && parsed.data).toEqual({
      code: 'SUMMER-26',
      discount_type: 'percentage',
      discount_value: 10,
      max_uses: null,
      max_uses_per_member: 1,
      valid_until: null,
      applicable_tiers: null,
      min_purchase_amount_cents: 0,
      is_active: true,
    });
  });

  it('keeps every optional field when given, tiers in rank order, minimum in pesewas', () => {
    const parsed = parse({
      type: 'fixed',
      value: '250.5',
      maxUses: '100',
      perMember: '',
      validUntil: '2026-12-31',
      tiers: ['Corporate', 'Student'],
      minPurchase: '1000.25',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      discount_type: 'fixed',
      discount_value: 250.5,
      max_uses: 100,
      max_uses_per_member: null,
      valid_until: '2026-12-31T23:59:59.999Z',
      applicable_tiers: ['Student', 'Corporate'],
      min_purchase_amount_cents: 100025,
    });
  });

  it('requires a code of letters, digits, - and _, at most 50', () => {
    expect(errorsOf({ code: '  ' })).toEqual(['code:codeRequired']);
    expect(errorsOf({ code: 'A'.repeat(51) })).toEqual(['code:codeTooLong']);
    expect(errorsOf({ code: 'TEN OFF' })).toEqual(['code:codeCharacters']);
  });

  it('refuses a value of 0 or less, above 100 %, or with more than two decimals', () => {
    expect(errorsOf({ value: '0' })).toEqual(['value:valuePositive']);
    expect(errorsOf({ value: '' })).toEqual(['value:valuePositive']);
    expect(errorsOf({ value: '-3' })).toEqual(['value:valuePositive']);
    expect(errorsOf({ value: '100.01' })).toEqual(['value:percentageMax']);
    expect(errorsOf({ type: 'fixed', value: '100.01' })).toEqual([]);
    expect(errorsOf({ value: '12.345' })).toEqual(['value:valueDecimals']);
    expect(errorsOf({ value: '0.01' })).toEqual([]);
    expect(errorsOf({ value: '100' })).toEqual([]);
  });

  it('takes max uses and uses per member as whole numbers of at least 1', () => {
    expect(errorsOf({ maxUses: '0' })).toEqual(['maxUses:maxUses']);
    expect(errorsOf({ maxUses: '2.5' })).toEqual(['maxUses:maxUses']);
    expect(errorsOf({ perMember: '0' })).toEqual(['perMember:perMember']);
    expect(errorsOf({ perMember: 'x' })).toEqual(['perMember:perMember']);
  });

  it('takes a valid-until date from today on, and a minimum purchase in GHS', () => {
    expect(errorsOf({ validUntil: TODAY })).toEqual([]);
    expect(errorsOf({ validUntil: '2026-11-24' })).toEqual(['validUntil:validUntilPast']);
    expect(errorsOf({ validUntil: 'soon' })).toEqual(['validUntil:validUntilInvalid']);
    expect(errorsOf({ minPurchase: '-1' })).toEqual(['minPurchase:minPurchase']);
    expect(errorsOf({ minPurchase: '10.999' })).toEqual(['minPurchase:minPurchase']);
  });

  it('knows today in UTC', () => {
    expect(todayUtc(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
  });
});
