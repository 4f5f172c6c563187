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
import { fakeRpc } from '../../test/fake-rpc';
import RevenuePanel from './RevenuePanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);
// jsdom has no layout: the chart library measures nothing, so its container is stubbed to a
// fixed size; the drawing is not what these tests read (the figures tables are).
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('recharts')>();
  const { cloneElement } = await import('react');
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: React.ReactElement }) =>
      cloneElement(children as React.ReactElement<{ width: number; height: number }>, {
        width: 600,
        height: 300,
      }),
  };
});

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

const tiers = [
  { tier: 'Student', active_subscriptions: 2, annual_revenue_cents: 40000 },
  { tier: 'Professional', active_subscriptions: 4, annual_revenue_cents: 195000 },
  { tier: 'Corporate', active_subscriptions: 1, annual_revenue_cents: 260000 },
];

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}-01`,
  revenue_cents: i === 10 ? 300000 : i === 11 ? 20000 : 0,
  payments: i === 10 ? 3 : i === 11 ? 1 : 0,
}));

function backend(answers: Partial<Record<string, () => ReturnType<typeof ok>>> = {}) {
  fake = createFakeSupabase({});
  const defaults: Record<string, () => ReturnType<typeof ok>> = {
    admin_revenue_summary: () => ok(summary),
    admin_revenue_by_tier: () => ok(tiers),
    admin_revenue_by_month: () => ok(months),
  };
  const rpc = fakeRpc((call) => (answers[call.name] ?? defaults[call.name] ?? (() => fail('?')))());
  Object.assign(fake.client, { rpc: rpc.fn });
  return rpc;
}

const open = () => renderPage(RevenuePanel, { path: '/admin/revenue', url: '/admin/revenue' });
const figure = async (name: string) =>
  within(await screen.findByRole('region', { name })).getAllByText(/GHS|%|^\d+$/)[0];

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Revenue', () => {
  it('shows the cards as the database computed them', async () => {
    backend();
    await open();
    expect(await figure('Monthly Recurring Revenue')).toHaveTextContent('GHS 412.50');
    expect(screen.getByText('GHS 4,950.00 a year')).toBeVisible();
    expect(await figure('Total Revenue')).toHaveTextContent('GHS 5,927.00');
    expect(await figure('New This Month')).toHaveTextContent('2');
    expect(await figure('Churn Rate')).toHaveTextContent('14.3%');
    expect(screen.getByText('1 of 7 active subscriptions cancelling')).toBeVisible();
    expect(await figure('Average Subscription Value')).toHaveTextContent('GHS 707.14');
    expect(await figure('Annual Run Rate')).toHaveTextContent('GHS 4,950.00');
  });

  it('breaks revenue down by tier with each share', async () => {
    backend();
    await open();
    const byTier = await screen.findByRole('region', { name: 'Revenue by Tier' });
    const corporate = within(byTier).getByRole('listitem', { name: 'Corporate' });
    expect(corporate).toHaveTextContent('GHS 2,600.00');
    expect(corporate).toHaveTextContent('Active subscriptions: 1');
    expect(corporate).toHaveTextContent('52.5% of annual revenue');
  });

  it('draws revenue by month and members by tier, with the figures as tables', async () => {
    backend();
    await open();
    const byMonth = await screen.findByRole('region', {
      name: 'Revenue by month (last 12 months)',
    });
    await userEvent.click(within(byMonth).getByText('Show the figures'));
    const rows = within(within(byMonth).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[11]).toHaveTextContent(/Nov 2026\s*GHS 3,000.00\s*3/);
    expect(rows[12]).toHaveTextContent(/Dec 2026\s*GHS 200.00\s*1/);
    const members = screen.getByRole('region', { name: 'Active members by tier' });
    const memberRows = within(members).getAllByRole('row', { hidden: true });
    expect(memberRows.map((row) => row.textContent)).toEqual([
      'TierActive members',
      'Student2',
      'Professional4',
      'Corporate1',
    ]);
    expect(screen.getAllByTestId('revenue-chart')).toHaveLength(2);
  });

  it("says 'Failed to load analytics' with Retry", async () => {
    backend({
      admin_revenue_summary: () => fail('denied'),
      admin_revenue_by_month: () => fail('x'),
    });
    await open();
    expect(await screen.findAllByText('Failed to load analytics')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /retry/i }).length).toBeGreaterThan(0);
  });
});
