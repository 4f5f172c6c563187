/**
 * The rules of a discount's value (the database has the same checks): greater than 0, at most
 * 100 for a percentage, at most two decimals (inputs step 0.01). Thresholds for the warnings
 * and the table's badges: 50, 75, 100 (percentage codes only).
 */
export type DiscountType = 'percentage' | 'fixed';

export const DEFAULT_DISCOUNT_TYPE: DiscountType = 'percentage';
export const DEFAULT_DISCOUNT_VALUE = '10';
export const DISCOUNT_STEP = 0.01;
export const MAX_PERCENTAGE = 100;

/** The number typed, or null when it is not one (blank, letters, `1e3`). */
export function parseDiscountValue(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The message shown under the value as it is typed: a key of `discounts.live`. */
export type LiveMessage = 'mustBePositive' | 'percentageTooHigh' | 'valid';

export function liveValueMessage(type: DiscountType, text: string): LiveMessage {
  const value = parseDiscountValue(text);
  if (value === null || value <= 0) return 'mustBePositive';
  if (type === 'percentage' && value > MAX_PERCENTAGE) return 'percentageTooHigh';
  return 'valid';
}

/** The notice under a percentage: high value from 50 to below 100, free order at 100. */
export type ValueWarning = 'highValue' | 'freeOrder';

export function valueWarning(type: DiscountType, text: string): ValueWarning | null {
  const value = parseDiscountValue(text);
  if (type !== 'percentage' || value === null) return null;
  if (value === MAX_PERCENTAGE) return 'freeOrder';
  if (value >= 50 && value < MAX_PERCENTAGE) return 'highValue';
  return null;
}

/** The table's badge of a code: 100 % FREE ORDER, 75 to below 100 HIGH VALUE, 50 to below 75 MODERATE. */
export type ValueBadge = 'freeOrder' | 'highValue' | 'moderate';

export function valueBadge(type: string, value: number): ValueBadge | null {
  if (type !== 'percentage') return null;
  if (value >= MAX_PERCENTAGE) return 'freeOrder';
  if (value >= 75) return 'highValue';
  if (value >= 50) return 'moderate';
  return null;
}
