import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fake-answers';
import type { DiscountCode } from './api/discount-list-query';
import DiscountsPanel from './DiscountsPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const code = (overrides: Partial<DiscountCode>): DiscountCode => ({
  id: '11111111-1111-4111-8111-111111111111',
  code: 'WELCOME10',
  discount_type: 'percentage',
  discount_value: 10,
  max_uses: null,
  max_uses_per_member: 1,
  times_used: 3,
  valid_until: null,
  applicable_tiers: null,
  min_purchase_amount_cents: 0,
  is_active: true,
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const ROWS = [
  code({ id: 'c-free', code: 'FREEPASS', discount_value: 100, times_used: 1 }),
  code({
    id: 'c-high',
    code: 'HIGH80',
    discount_value: 80,
    max_uses: 3,
    times_used: 1,
    max_uses_per_member: null,
  }),
  code({
    id: 'c-mod',
    code: 'HALF',
    discount_value: 50,
    max_uses: 5,
    times_used: 5,
    max_uses_per_member: 2,
  }),
  code({
    id: 'c-fixed',
    code: 'CORP500',
    discount_type: 'fixed',
    discount_value: 500,
    applicable_tiers: ['Corporate'],
    valid_until: '2020-01-01T00:00:00Z',
    is_active: false,
    min_purchase_amount_cents: 100000,
  }),
  code({ id: 'c-low', code: 'WELCOME10' }),
];

const open = (url = '/admin/discounts') =>
  renderPage(DiscountsPanel, { path: '/admin/discounts', url, showLocation: true, toasts: true });
const rowOf = (name: string) =>
  screen.getByText(name, { selector: 'p' }).closest('tr') as HTMLElement;

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Discounts: the table', () => {
  it('lists Code, Discount, Uses, Usage %, Valid Until, Status, Actions with the badges', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 5) });
    await open();
    await screen.findByText('FREEPASS');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Code',
      'Discount',
      'Uses',
      'Usage %',
      'Valid Until',
      'Status',
      'Actions',
    ]);
    expect(within(rowOf('FREEPASS')).getByText('100% FREE ORDER')).toBeVisible();
    expect(within(rowOf('HIGH80')).getByText('HIGH VALUE')).toBeVisible();
    expect(within(rowOf('HALF')).getByText('MODERATE')).toBeVisible();
    expect(within(rowOf('WELCOME10')).queryByText(/FREE ORDER|HIGH VALUE|MODERATE/)).toBeNull();

    const high = within(rowOf('HIGH80'));
    expect(high.getByText('1 / 3')).toBeVisible();
    expect(high.getByText('33.3%')).toBeVisible();
    expect(high.getByText('No limit per member')).toBeVisible();
    expect(within(rowOf('HALF')).getByText('100%')).toBeVisible();
    expect(within(rowOf('HALF')).getByText('Up to 2 per member')).toBeVisible();
    const free = within(rowOf('FREEPASS'));
    expect(free.getByText('1 / unlimited')).toBeVisible();
    expect(free.getByText('No limit')).toBeVisible();
    expect(free.getByText('No expiry')).toBeVisible();
    expect(free.getByText('Once per member')).toBeVisible();
    expect(free.getByText('All tiers')).toBeVisible();
    expect(free.getByText('Active')).toBeVisible();
    expect(free.getByRole('button', { name: 'Deactivate FREEPASS' })).toBeVisible();

    const fixed = within(rowOf('CORP500'));
    expect(fixed.getByText('GHS 500.00')).toBeVisible();
    expect(fixed.getByText('Corporate')).toBeVisible();
    expect(fixed.getByText('Minimum purchase GHS 1,000.00')).toBeVisible();
    expect(fixed.getByText('Expired')).toBeVisible();
    expect(fixed.getByText('Inactive')).toBeVisible();
    expect(fixed.getByRole('button', { name: 'Activate CORP500' })).toBeVisible();
  });

  it("never shows 'Active' for a code checkout refuses: Expired and Used up say why", async () => {
    const past = '2020-01-01T00:00:00Z';
    fake = createFakeSupabase({
      table: () => pageOf([...ROWS, code({ id: 'c-old', code: 'OLD20', valid_until: past })], 6),
    });
    await open();
    await screen.findByText('OLD20');
    const status = (name: string) => {
      const cells = within(rowOf(name)).getAllByRole('cell');
      return cells[cells.length - 2]?.textContent;
    };
    expect(status('OLD20')).toBe('Expired');
    expect(status('HALF')).toBe('Used up');
    expect(status('CORP500')).toBe('Inactive');
    expect(status('HIGH80')).toBe('Active');
    // Still switchable: the toggle names what the admin set, not the derived state.
    expect(within(rowOf('OLD20')).getByRole('button', { name: 'Deactivate OLD20' })).toBeVisible();
  });

  it('asks the database for one page of 10, newest first, counted', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 23) });
    await open('/admin/discounts?page=3');
    await screen.findByText('Page 3 of 3');
    expect(fake.tableCalls[0]?.filters).toEqual([
      ['order', 'created_at', { ascending: false }],
      ['order', 'id'],
      ['range', 20, 29],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/discounts\?page=2$/);
  });

  it("says 'No discount codes yet', and 'Failed to load discount codes' with Retry", async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open();
    expect(await screen.findByText('No discount codes yet')).toBeVisible();
    cleanup();
    fake = createFakeSupabase({ table: () => fail('boom') });
    await open();
    expect(await screen.findByText('Failed to load discount codes')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });

  it("Deactivate / Activate save is_active by id: 'Discount code updated' or 'Failed to update discount code'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [ok([{ id: 'c-free' }]), ok([])];
    fake = createFakeSupabase({
      table: (call) => (call.op === 'update' ? (answers.shift() ?? ok([])) : pageOf(ROWS, 5)),
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate FREEPASS' }));
    expect(await screen.findByText('Discount code updated')).toBeVisible();
    expect(fake.tableCalls.find((call) => call.op === 'update')).toMatchObject({
      table: 'discount_codes',
      payload: { is_active: false },
      filters: [['eq', 'id', 'c-free']],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Activate CORP500' }));
    expect(await screen.findByText('Failed to update discount code')).toBeVisible();
  });

  it("Delete asks first, then 'Discount code deleted' or 'Failed to delete discount code'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [ok([]), ok([{ id: 'c-free' }])];
    fake = createFakeSupabase({
      table: (call) => (call.op === 'delete' ? (answers.shift() ?? ok([])) : pageOf(ROWS, 5)),
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete FREEPASS' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete discount code FREEPASS?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(fake.tableCalls.filter((call) => call.op === 'delete')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete discount code')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Discount code deleted')).toBeVisible();
    expect(fake.tableCalls.filter((call) => call.op === 'delete').at(-1)).toMatchObject({
      table: 'discount_codes',
      filters: [['eq', 'id', 'c-free']],
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('Admin → Discounts: Create Code', () => {
  async function openDialog() {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Code' }));
    return screen.findByRole('dialog', { name: 'Create Discount Code' });
  }

  it('starts at a 10 % code, once per member; Create is disabled without a code', async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Discount type' })).toHaveValue(
      'percentage',
    );
    const value = within(dialog).getByRole('spinbutton', { name: /Discount \(%\)/ });
    expect(value).toHaveValue(10);
    expect(value).toHaveAttribute('min', '0.01');
    expect(value).toHaveAttribute('step', '0.01');
    expect(value).toHaveAttribute('max', '100');
    expect(within(dialog).getByRole('spinbutton', { name: 'Uses per member' })).toHaveValue(1);
    expect(within(dialog).getByText('Valid discount value')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'x');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('says the live message and the high-value / free-order notice as the value changes', async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open();
    const dialog = await openDialog();
    const value = within(dialog).getByRole('spinbutton', { name: /Discount \(%\)/ });
    const typeValue = async (text: string) => {
      await userEvent.clear(value);
      if (text) await userEvent.type(value, text);
    };
    await typeValue('0');
    expect(within(dialog).getByText('Value must be greater than 0')).toBeVisible();
    await typeValue('120');
    expect(within(dialog).getByText('Percentage cannot exceed 100%')).toBeVisible();
    await typeValue('50');
    expect(within(dialog).getByText('Valid discount value')).toBeVisible();
    expect(within(dialog).getByText('High-value discount')).toBeVisible();
    await typeValue('100');
    expect(within(dialog).getByText('Free order')).toBeVisible();
    expect(
      within(dialog).getByText(/no payment is taken and the subscription is activated immediately/),
    ).toBeVisible();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Discount type' }),
      'fixed',
    );
    expect(within(dialog).queryByText('Free order')).toBeNull();
    expect(
      within(dialog).getByRole('spinbutton', { name: /Discount \(GHS\)/ }),
    ).not.toHaveAttribute('max');
  });

  it("refuses with the spec's messages: 'Discount value must be greater than 0', 'Percentage discounts cannot exceed 100%'", async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'big');
    const value = within(dialog).getByRole('spinbutton', { name: /Discount \(%\)/ });
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Percentage discounts cannot exceed 100%'),
    ).toBeVisible();
    await userEvent.clear(value);
    await userEvent.type(value, '0');
    expect(await within(dialog).findByText('Discount value must be greater than 0')).toBeVisible();
    expect(fake.tableCalls.filter((call) => call.op === 'insert')).toEqual([]);
  });

  it("creates the code upper-cased, active, with its limits and tiers: 'Discount code created successfully'", async () => {
    fake = createFakeSupabase({
      table: (call) => (call.op === 'insert' ? ok(null) : pageOf([], 0)),
    });
    await open();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), ' freeyear ');
    const value = within(dialog).getByRole('spinbutton', { name: /Discount \(%\)/ });
    await userEvent.clear(value);
    await userEvent.type(value, '100');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Max uses' }), '20');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Professional' }));
    await userEvent.type(
      within(dialog).getByRole('spinbutton', { name: /Minimum purchase/ }),
      '100',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Discount code created successfully')).toBeVisible();
    expect(fake.tableCalls.find((call) => call.op === 'insert')).toMatchObject({
      table: 'discount_codes',
      payload: {
        code: 'FREEYEAR',
        discount_type: 'percentage',
        discount_value: 100,
        max_uses: 20,
        max_uses_per_member: 1,
        valid_until: null,
        applicable_tiers: ['Professional'],
        min_purchase_amount_cents: 10000,
        is_active: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a failure says 'Failed to create discount code' with the reason, and keeps the dialog", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      fail('duplicate key value violates unique constraint "discount_codes_code_key"', '23505'),
      fail('permission denied for table discount_codes', '42501'),
    ];
    fake = createFakeSupabase({
      table: (call) => (call.op === 'insert' ? (answers.shift() ?? ok(null)) : pageOf([], 0)),
    });
    await open();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'welcome10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A discount code named WELCOME10 already exists')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('permission denied for table discount_codes')).toBeVisible();
    expect(screen.getAllByText('Failed to create discount code').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Create Discount Code' })).toBeVisible();
  });
});
