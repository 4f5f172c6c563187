import { PRICING_ROWS } from './fixtures';

/** A code the fake quote-order knows: a percentage, a fixed amount, or a refusal. */
export type FakeCode =
  | { percent: number; tiers?: string[] }
  | { fixedCents: number; tiers?: string[] }
  | { refusal: { message: string; code: string; params?: Record<string, string | number> } };

/** The seeded codes (supabase/seed.sql) as the page's tests meet them. */
const SEEDED: Record<string, FakeCode> = {
  WELCOME10: { percent: 10 },
  FREEPASS: { percent: 100 },
  CORP500: { fixedCents: 50000, tiers: ['Corporate'] },
  EXPIRED20: {
    refusal: { message: 'This discount code has expired', code: 'discount_expired' },
  },
};

/**
 * What the test server's quote-order answers for `{ tier, teamSize, discountCode }` from the
 * seeded prices: a stand-in for quote_order (SQL), whose rules are proven in the database and
 * function tests. The page under test must show exactly this, never figures of its own.
 */
export function quoteAnswer(
  body: Record<string, unknown>,
  codes: Record<string, FakeCode> = {},
): Record<string, unknown> {
  const tier = String(body.tier);
  const row = PRICING_ROWS.find((p) => p.tier === tier);
  if (!row) throw new Error(`no fake price for ${tier}`);
  const corporate = tier === 'Corporate';
  const teamSize = corporate ? Number(body.teamSize) : 1;
  const extra = corporate ? Math.max(0, teamSize - (row.team_size_min ?? 5)) : 0;
  const perExtra = corporate ? row.price_per_additional_member_cents : 0;
  const subtotal = row.base_price_cents + extra * perExtra;
  const name = typeof body.discountCode === 'string' ? body.discountCode : null;
  const code = name ? (codes[name] ?? SEEDED[name]) : undefined;
  let discount: Record<string, unknown> | null = null;
  let off = 0;
  if (name && (!code || 'refusal' in code)) {
    const refusal =
      code && 'refusal' in code
        ? code.refusal
        : { message: 'Invalid discount code', code: 'discount_invalid' };
    discount = { valid: false, ...refusal, amount_cents: 0 };
  } else if (code && !('refusal' in code) && code.tiers && !code.tiers.includes(tier)) {
    discount = {
      valid: false,
      message: `This discount code is not valid for the ${tier} tier`,
      code: 'discount_wrong_tier',
      params: { tier },
      amount_cents: 0,
    };
  } else if (code && !('refusal' in code)) {
    off = Math.min(
      subtotal,
      'percent' in code ? Math.round((subtotal * code.percent) / 100) : code.fixedCents,
    );
    discount = {
      valid: true,
      message: 'Discount code applied',
      code: 'discount_applied',
      amount_cents: off,
    };
  }
  return {
    tier,
    team_size: teamSize,
    base_price_cents: row.base_price_cents,
    extra_members: extra,
    extra_member_cents: perExtra,
    extra_members_cents: extra * perExtra,
    subtotal_cents: subtotal,
    discount_code: name,
    discount,
    discount_amount_cents: off,
    total_cents: subtotal - off,
    free_order: subtotal - off === 0,
    seats_used: 0,
    refusal: null,
  };
}
