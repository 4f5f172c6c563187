import { describe, expect, it } from 'vitest';
import { liveValueMessage, parseDiscountValue, valueBadge, valueWarning } from './discount-value';

describe('the live message under the value', () => {
  it.each([
    ['percentage', '', 'mustBePositive'],
    ['percentage', '0', 'mustBePositive'],
    ['percentage', '0.00', 'mustBePositive'],
    ['percentage', '-5', 'mustBePositive'],
    ['percentage', 'abc', 'mustBePositive'],
    ['percentage', '100.01', 'percentageTooHigh'],
    ['percentage', '150', 'percentageTooHigh'],
    ['percentage', '0.01', 'valid'],
    ['percentage', '100', 'valid'],
    ['fixed', '150', 'valid'],
    ['fixed', '0', 'mustBePositive'],
  ] as const)('%s %s → %s', (type, text, message) => {
    expect(liveValueMessage(type, text)).toBe(message);
  });

  it('reads plain decimals only', () => {
    expect(parseDiscountValue(' 12.5 ')).toBe(12.5);
    expect(parseDiscountValue('.5')).toBe(0.5);
    expect(parseDiscountValue('1e3')).toBeNull();
    expect(parseDiscountValue('')).toBeNull();
  });
});

describe('the warning under a percentage', () => {
  it.each([
    ['percentage', '49.99', null],
    ['percentage', '50', 'highValue'],
    ['percentage', '99.99', 'highValue'],
    ['percentage', '100', 'freeOrder'],
    ['percentage', '100.00', 'freeOrder'],
    ['percentage', '101', null],
    ['fixed', '100', null],
    ['fixed', '60', null],
  ] as const)('%s %s → %s', (type, text, warning) => {
    expect(valueWarning(type, text)).toBe(warning);
  });
});

describe("the table's badge", () => {
  it.each([
    ['percentage', 100, 'freeOrder'],
    ['percentage', 99.99, 'highValue'],
    ['percentage', 75, 'highValue'],
    ['percentage', 74.99, 'moderate'],
    ['percentage', 50, 'moderate'],
    ['percentage', 49.99, null],
    ['percentage', 10, null],
    ['fixed', 500, null],
  ] as const)('%s %s → %s', (type, value, badge) => {
    expect(valueBadge(type, value)).toBe(badge);
  });
});
