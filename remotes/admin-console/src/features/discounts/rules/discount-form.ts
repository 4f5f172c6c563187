import type { TablesInsert } from '@csan/shared-auth';
import { z } from 'zod';
import {
  DEFAULT_DISCOUNT_TYPE,
  DEFAULT_DISCOUNT_VALUE,
  type DiscountType,
  MAX_PERCENTAGE,
  parseDiscountValue,
} from './discount-value';

export const TIERS = ['Student', 'Professional', 'Corporate'] as const;
export type Tier = (typeof TIERS)[number];

/** What the Create Code dialog holds, as typed. */
export type DiscountFormInput = {
  code: string;
  type: DiscountType;
  value: string;
  maxUses: string;
  /** Uses per member; blank = no per-member limit. */
  perMember: string;
  /** yyyy-mm-dd, blank = no expiry. */
  validUntil: string;
  /** None ticked = every tier. */
  tiers: Tier[];
  /** GHS, blank = none. */
  minPurchase: string;
};

export const DISCOUNT_FORM_DEFAULTS: DiscountFormInput = {
  code: '',
  type: DEFAULT_DISCOUNT_TYPE,
  value: DEFAULT_DISCOUNT_VALUE,
  maxUses: '',
  perMember: '1',
  validUntil: '',
  tiers: [],
  minPurchase: '',
};

export type DiscountInsert = Pick<
  TablesInsert<'discount_codes'>,
  | 'code'
  | 'discount_type'
  | 'discount_value'
  | 'max_uses'
  | 'max_uses_per_member'
  | 'valid_until'
  | 'applicable_tiers'
  | 'min_purchase_amount_cents'
  | 'is_active'
>;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/;
const WHOLE = /^\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An optional whole number ≥ 1 (blank = null). */
const optionalCount = (error: string) =>
  z
    .string()
    .trim()
    .refine(
      (text) =>
        text === '' || (WHOLE.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647),
      error,
    )
    .transform((text) => (text === '' ? null : Number(text)));

/**
 * The dialog's rules; each error is a key of `discounts.errors`. `today` (yyyy-mm-dd, UTC) is
 * the first day a code may still be valid until; it is valid through the end of that day (UTC).
 */
export function discountFormSchema(today: string) {
  return z
    .object({
      code: z
        .string()
        .trim()
        .min(1, 'codeRequired')
        .max(50, 'codeTooLong')
        .regex(/^[A-Za-z0-9_-]*$/, 'codeCharacters')
        .transform((code) => code.toUpperCase()),
      type: z.enum(['percentage', 'fixed']),
      value: z.string().trim(),
      maxUses: optionalCount('maxUses'),
      perMember: optionalCount('perMember'),
      validUntil: z
        .string()
        .trim()
        .refine(
          (text) => text === '' || (DATE.test(text) && !Number.isNaN(Date.parse(text))),
          'validUntilInvalid',
        )
        .refine((text) => text === '' || !DATE.test(text) || text >= today, 'validUntilPast'),
      tiers: z.array(z.enum(TIERS)),
      minPurchase: z
        .string()
        .trim()
        .refine((text) => text === '' || TWO_DECIMALS.test(text), 'minPurchase'),
    })
    .superRefine((form, ctx) => {
      const value = parseDiscountValue(form.value);
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
      if (value === null || value <= 0) issue('valuePositive');
      else if (form.type === 'percentage' && value > MAX_PERCENTAGE) issue('percentageMax');
      else if (!TWO_DECIMALS.test(form.value)) issue('valueDecimals');
    })
    .transform(
      (form): DiscountInsert => ({
        code: form.code,
        discount_type: form.type,
        discount_value: Number(form.value),
        max_uses: form.maxUses,
        max_uses_per_member: form.perMember,
        valid_until: form.validUntil === '' ? null : `${form.validUntil}T23:59:59.999Z`,
        applicable_tiers:
          form.tiers.length === 0 ? null : TIERS.filter((t) => form.tiers.includes(t)),
        min_purchase_amount_cents:
          form.minPurchase === '' ? 0 : Math.round(Number(form.minPurchase) * 100),
        is_active: true,
      }),
    );
}

/** Today's date in UTC, yyyy-mm-dd. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
