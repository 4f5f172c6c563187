import { describe, expect, it } from 'vitest';
import { pesewasOf, priceSchema } from './price-schema';

const errorOf = (basePrice: string) => {
  const parsed = priceSchema.safeParse({ basePrice, extraMemberPrice: '0', isActive: true });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a price in pesewas', () => {
  it('takes non-negative whole pesewas, spaces trimmed', () => {
    expect(
      priceSchema.parse({ basePrice: ' 50000 ', extraMemberPrice: '0', isActive: false }),
    ).toEqual({
      basePrice: 50000,
      extraMemberPrice: 0,
      isActive: false,
    });
    expect(pesewasOf('20000')).toBe(20000);
  });

  it('says why anything else is refused', () => {
    expect(errorOf('')).toBe('required');
    expect(errorOf('   ')).toBe('required');
    expect(errorOf('-1')).toBe('negative');
    expect(errorOf('12.5')).toBe('whole');
    expect(errorOf('1e3')).toBe('whole');
    expect(errorOf('abc')).toBe('whole');
    expect(errorOf('1000000000001')).toBe('tooLarge');
    expect(pesewasOf('12.5')).toBeNull();
  });
});
