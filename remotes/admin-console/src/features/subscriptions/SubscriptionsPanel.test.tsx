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
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RevenueSummary } from '../../api/revenue-summary-query';
import { pageOf } from '../../test/fake-answers';
import { fakeRpc, type RpcCall } from '../../test/fake-rpc';
import type { SubscriptionRow } from './api/subscription-list-query';
import SubscriptionsPanel from './SubscriptionsPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const saved: Array<{ name: string; text: Promise<string> }> = [];
vi.mock('@csan/shared-ui/forms', async (original) => ({
  ...(await original<typeof import('@csan/shared-ui/forms')>()),
  downloadBlob: (blob: Blob, name: string) =>
    saved.push({
      name,
      text: new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      }),
    }),
}));

const summary: RevenueSummary = {
  total_subscriptions: 8,
  active_subscriptions: 7,
  cancelling_subscriptions: 1,
  annual_revenue_cents: 495000,
  annual_run_rate_cents: 495000,
  mrr_cents: 41250,
  churn_rate: 14.3,
  average_subscription_value_cents: 70714,
  new_this_month: 2,
  total_revenue_cents: 592700,
};

const subscription = (overrides: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 's-1',
  user_id: '00000000-0000-4000-8000-000000000007',
  full_name: 'Amina Mensah',
  email: 'amina@example.org',
  tier: 'Professional',
  status: 'active',
  amount_cents: 45000,
  next_billing_date: '2026-12-05T10:00:00Z',
  team_size: 1,
  cancel_at_period_end: true,
  created_at: '2025-12-05T10:00:00Z',
  ...overrides,
});

/** The fake client with a chainable rpc: the summary, and `list` for the subscriptions. */
function backend(list: (call: RpcCall) => ReturnType<typeof ok>, cards = () => ok(summary)) {
  fake = createFakeSupabase({});
  const rpc = fakeRpc((call) => (call.name === 'admin_revenue_summary' ? cards() : list(call)));
  Object.assign(fake.client, { rpc: rpc.fn });
  return rpc;
}

const open = (url = '/admin/subscriptions') =>
  renderPage(SubscriptionsPanel, {
    path: '/admin/subscriptions',
    url,
    showLocation: true,
    toasts: true,
  });

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Subs', () => {
  it('shows the four cards from the database', async () => {
    backend(() => pageOf([], 0));
    await open();
    const card = async (name: string) =>
      within(await screen.findByRole('region', { name })).getByText(/^\d|^GHS/);
    expect(await card('Total Subscriptions')).toHaveTextContent('8');
    expect(await card('Active')).toHaveTextContent('7');
    expect(await card('Cancelling')).toHaveTextContent('1');
    expect(await card('Annual Revenue')).toHaveTextContent('GHS 4,950.00');
  });

  it('lists User, Tier, Status (Cancelling), Amount, Next Billing, Team Size', async () => {
    backend(() =>
      pageOf(
        [
          subscription(),
          subscription({
            id: 's-2',
            full_name: null,
            email: null,
            tier: 'Corporate',
            status: 'expired',
            cancel_at_period_end: false,
            amount_cents: 260000,
            team_size: 7,
          }),
        ],
        2,
      ),
    );
    await open();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'User',
      'Tier',
      'Status',
      'Amount',
      'Next Billing',
      'Team Size',
      'Receipt',
    ]);
    const [, amina, expired] = within(table).getAllByRole('row');
    expect(amina).toHaveTextContent('Amina Mensah');
    expect(amina).toHaveTextContent('amina@example.org');
    expect(within(amina as HTMLElement).getByText('Cancelling')).toBeVisible();
    expect(amina).toHaveTextContent('GHS 450.00');
    expect(amina).toHaveTextContent('5 December 2026');
    expect(within(expired as HTMLElement).getByText('Expired')).toBeVisible();
    expect(expired).toHaveTextContent('(no name)');
    expect(expired).toHaveTextContent('Corporate');
    expect(expired).toHaveTextContent('7');
    expect(screen.getByText('Subscriptions found: 2')).toBeVisible();
  });

  it("says '(Free with discount)' for a membership paid in full by a code, not GHS 0.00", async () => {
    backend(() => pageOf([subscription({ amount_cents: 0, cancel_at_period_end: false })], 1));
    await open();
    const table = await screen.findByRole('table');
    const [, free] = within(table).getAllByRole('row');
    expect(free).toHaveTextContent('(Free with discount)');
    expect(free).not.toHaveTextContent('GHS 0.00');
  });

  it('pages of 10 newest first and searches tier, user id, name or e-mail on the server', async () => {
    const rpc = backend(() => pageOf([subscription()], 23));
    await open('/admin/subscriptions?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    const list = rpc.calls.find((call) => call.name === 'admin_subscription_list');
    expect(list).toMatchObject({
      args: {},
      options: { count: 'exact' },
      filters: [
        ['order', 'created_at', { ascending: false }],
        ['order', 'id'],
        ['range', 20, 29],
      ],
    });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by tier, user ID, name or email' }),
      'corp',
    );
    await vi.waitFor(() => expect(rpc.calls.at(-1)?.args).toEqual({ search: 'corp' }));
    expect(rpc.calls.at(-1)?.filters.at(-1)).toEqual(['range', 0, 9]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/subscriptions\?q=corp$/);
  });

  it("has both empty messages and 'Failed to load subscriptions'", async () => {
    backend(() => pageOf([], 0));
    await open();
    expect(await screen.findByText('No subscriptions yet')).toBeVisible();
    cleanup();
    await open('/admin/subscriptions?q=zz');
    expect(await screen.findByText('No subscriptions found matching your search')).toBeVisible();
    cleanup();
    backend(() => fail('denied'));
    await open();
    expect(await screen.findByText('Failed to load subscriptions')).toBeVisible();
  });

  it("'Resend receipt' asks the database for the row's subscription and says it was sent", async () => {
    const rpc = backend((call) =>
      call.name === 'admin_resend_receipt'
        ? ok({ reference: 'ref-1', mail_id: 'm-1' })
        : pageOf([subscription()], 1),
    );
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend receipt to Amina Mensah' }),
    );
    expect(await screen.findByText('Receipt sent again to Amina Mensah')).toBeVisible();
    expect(rpc.calls.find((c) => c.name === 'admin_resend_receipt')?.args).toEqual({
      p_subscription_id: 's-1',
    });
  });

  it('says when the receipt could not be sent (e.g. no successful payment)', async () => {
    backend((call) =>
      call.name === 'admin_resend_receipt'
        ? fail('This subscription has no successful payment to send a receipt for', 'P0002')
        : pageOf([subscription()], 1),
    );
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend receipt to Amina Mensah' }),
    );
    expect(await screen.findByText('The receipt could not be sent again')).toBeVisible();
  });

  it('downloads the Members CSV: name, e-mail, tier, status, next billing and flags', async () => {
    saved.length = 0;
    const rpc = backend((call) =>
      call.name === 'admin_members_export'
        ? ok([
            {
              full_name: '=Ama, "the" Mensah',
              email: 'ama@example.org',
              tier: 'Corporate',
              status: 'active',
              next_billing_date: '2027-01-01T00:00:00+00:00',
              mfa_enabled: true,
              is_lms_active: false,
              is_cert_partner: true,
              has_premium_tool_access: false,
              is_admin: false,
              created_at: '2026-01-01T00:00:00+00:00',
            },
          ])
        : pageOf([], 0),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download members CSV' }));
    expect(await screen.findByText('Members CSV downloaded (1 member)')).toBeVisible();
    expect(rpc.calls.some((c) => c.name === 'admin_members_export')).toBe(true);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^members-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv$/);
    // (The byte order mark is read as the text's encoding, not as its first character.)
    const text = (await saved[0]?.text)?.replace(/^\ufeff/, '');
    expect(text?.split('\r\n')).toEqual([
      '"name","email","tier","status","next_billing_date","mfa_enabled","is_lms_active","is_cert_partner","has_premium_tool_access","is_admin","joined_at"',
      '"\'=Ama, ""the"" Mensah","ama@example.org","Corporate","active","2027-01-01T00:00:00+00:00","true","false","true","false","false","2026-01-01T00:00:00+00:00"',
      '',
    ]);
  });

  it('sends an admin at aal1 through the MFA step before the export or a resend', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: true });
    const rpc = backend(() => pageOf([subscription()], 1));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download members CSV' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login/);
    expect(rpc.calls.map((c) => c.name)).not.toContain('admin_members_export');
  });
});
