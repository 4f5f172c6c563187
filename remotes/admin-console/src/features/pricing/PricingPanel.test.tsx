import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  pricingRow,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PricingPanel from './PricingPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const ROWS = [
  pricingRow({
    id: 'p-corp',
    tier: 'Corporate',
    base_price_cents: 200000,
    price_per_additional_member_cents: 30000,
    team_size_min: 5,
  }),
  pricingRow({ id: 'p-student', tier: 'Student', base_price_cents: 20000 }),
  pricingRow({ id: 'p-pro', tier: 'Professional', base_price_cents: 50000, is_active: false }),
];

const open = () =>
  renderPage(PricingPanel, {
    path: '/admin/pricing',
    url: '/admin/pricing',
    showLocation: true,
    toasts: true,
  });
const card = (tier: string) => screen.getByRole('region', { name: tier });

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Pricing', () => {
  it('shows one card per tier in rank order: period, base price with cedis, extra members for Corporate only, Active', async () => {
    fake = createFakeSupabase({ table: () => ok(ROWS) });
    await open();
    await screen.findByRole('region', { name: 'Student' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Student',
      'Professional',
      'Corporate',
    ]);
    const student = card('Student');
    expect(within(student).getByText('Billing period: Yearly')).toBeVisible();
    expect(within(student).getByRole('textbox', { name: /Base price \(pesewas\)/ })).toHaveValue(
      '20000',
    );
    expect(within(student).getByText('= GHS 200.00')).toBeVisible();
    expect(within(student).queryByRole('textbox', { name: /Price per member/ })).toBeNull();
    expect(within(student).getByRole('checkbox', { name: /Active/ })).toBeChecked();
    expect(
      within(card('Professional')).getByRole('checkbox', { name: /Active/ }),
    ).not.toBeChecked();
    const corporate = card('Corporate');
    expect(
      within(corporate).getByRole('textbox', { name: /Price per member beyond 5 \(pesewas\)/ }),
    ).toHaveValue('30000');
    expect(within(corporate).getByText('= GHS 300.00')).toBeVisible();
  });

  it('accepts only non-negative whole pesewas, with the field error and Save disabled', async () => {
    fake = createFakeSupabase({ table: () => ok(ROWS) });
    await open();
    const student = await screen.findByRole('region', { name: 'Student' });
    const base = within(student).getByRole('textbox', { name: /Base price/ });
    const save = within(student).getByRole('button', { name: 'Save Changes' });
    for (const [typed, message] of [
      ['-5', 'The price cannot be negative'],
      ['12.50', 'Use whole pesewas: digits only, no decimals'],
      ['', 'Enter a price in pesewas'],
    ] as const) {
      await userEvent.clear(base);
      if (typed) await userEvent.type(base, typed);
      expect(await within(student).findByText(message)).toBeVisible();
      expect(base).toHaveAttribute('aria-invalid', 'true');
      expect(save).toBeDisabled();
    }
    await userEvent.type(base, '25000');
    expect(await within(student).findByText('= GHS 250.00')).toBeVisible();
    expect(save).toBeEnabled();
  });

  it("saves the three columns by id: '{tier} pricing updated successfully', then reads again", async () => {
    fake = createFakeSupabase({
      table: (call) => (call.op === 'update' ? ok([{ id: 'p-corp' }]) : ok(ROWS)),
    });
    await open();
    const corporate = await screen.findByRole('region', { name: 'Corporate' });
    const base = within(corporate).getByRole('textbox', { name: /Base price/ });
    await userEvent.clear(base);
    await userEvent.type(base, '210000');
    await userEvent.click(within(corporate).getByRole('checkbox', { name: /Active/ }));
    await userEvent.click(within(corporate).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Corporate pricing updated successfully')).toBeVisible();
    const update = fake.tableCalls.find((call) => call.op === 'update');
    expect(update).toMatchObject({
      table: 'membership_pricing',
      payload: {
        base_price_cents: 210000,
        price_per_additional_member_cents: 30000,
        is_active: false,
      },
      filters: [['eq', 'id', 'p-corp']],
    });
    await waitFor(() =>
      expect(fake.tableCalls.filter((call) => call.op === 'select')).toHaveLength(2),
    );
  });

  it("says 'Failed to save pricing' when nothing was saved, and 'Failed to load pricing' with Retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake = createFakeSupabase({ table: (call) => (call.op === 'update' ? ok([]) : ok(ROWS)) });
    await open();
    const student = await screen.findByRole('region', { name: 'Student' });
    await userEvent.click(within(student).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save pricing')).toBeVisible();
    cleanup();

    fake = createFakeSupabase({ table: () => fail('boom') });
    await open();
    expect(await screen.findByText('Failed to load pricing')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });

  it('an admin at aal1 goes through the MFA step and back here, nothing saved', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: true });
    fake = createFakeSupabase({ table: () => ok(ROWS) });
    await open();
    const student = await screen.findByRole('region', { name: 'Student' });
    await userEvent.click(within(student).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fadmin%2Fpricing'),
    );
    expect(fake.tableCalls.filter((call) => call.op === 'update')).toEqual([]);
  });
});
