import type { Tables } from '../database.types';

// Whole table rows for test data, typed from the generated Database: a column added to or
// dropped from a table breaks these factories (and the tests using them) at type check.
// A row a fetcher narrows with select() is still a valid answer for it (extra columns).

const MEMBER_ID = '00000000-0000-4000-8000-000000000003';
const CREATED = '2026-01-10T10:00:00Z';

export function profileRow(overrides: Partial<Tables<'profiles'>> = {}): Tables<'profiles'> {
  return {
    id: '00000000-0000-4000-8100-000000000003',
    user_id: MEMBER_ID,
    full_name: 'Ama Mensah',
    phone_number: null,
    organization: null,
    job_title: null,
    country: null,
    membership_tier: 'Professional',
    mfa_enabled: false,
    is_lms_active: false,
    is_cert_partner: false,
    has_premium_tool_access: false,
    renewal_reminders: true,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function pricingRow(
  overrides: Partial<Tables<'membership_pricing'>> = {},
): Tables<'membership_pricing'> {
  return {
    id: '00000000-0000-4000-8300-000000000002',
    tier: 'Professional',
    base_price_cents: 50000,
    price_per_additional_member_cents: 0,
    team_size_min: 1,
    billing_period: 'yearly',
    is_active: true,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function subscriptionRow(
  overrides: Partial<Tables<'subscriptions'>> = {},
): Tables<'subscriptions'> {
  return {
    id: 'sub-1',
    user_id: MEMBER_ID,
    tier: 'Professional',
    status: 'active',
    amount_cents: 50000,
    next_billing_date: '2027-01-10T10:00:00Z',
    team_size: 1,
    cancel_at_period_end: false,
    discount_code_id: null,
    payment_reference: 'ref-1',
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function transactionRow(
  overrides: Partial<Tables<'transactions'>> = {},
): Tables<'transactions'> {
  return {
    id: 'tx-1',
    user_id: MEMBER_ID,
    subscription_id: 'sub-1',
    amount_cents: 50000,
    currency: 'GHS',
    provider: 'paystack',
    reference: 'ref-1',
    status: 'success',
    channel: 'card',
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function mfaEnforcementRow(
  overrides: Partial<Tables<'mfa_enforcement'>> = {},
): Tables<'mfa_enforcement'> {
  return {
    user_id: MEMBER_ID,
    mfa_setup_deadline: null,
    mfa_disabled_at: null,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}
