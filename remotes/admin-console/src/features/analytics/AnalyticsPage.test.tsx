import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRpc } from '../../test/fake-rpc';
import AnalyticsPage from './AnalyticsPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);
// The chart itself needs a laid-out page; its figures table is what is checked here.
vi.mock('recharts', async () => {
  const { Fragment } = await import('react');
  const Stub = Fragment;
  return {
    CartesianGrid: () => null,
    Legend: () => null,
    Line: () => null,
    LineChart: Stub,
    ResponsiveContainer: Stub,
    Tooltip: () => null,
    XAxis: () => null,
    YAxis: () => null,
  };
});

const WEEKS = Array.from({ length: 12 }, (_, i) => ({
  week_start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
  downloads: i,
  leads: i === 11 ? 3 : 0,
}));

function setUp({ empty = false } = {}) {
  fake = createFakeSupabase({
    table: () =>
      ok(
        empty
          ? []
          : [
              {
                lead_id: 'l1',
                lead_name: 'Esi Lead',
                lead_email: 'esi@example.org',
                organization: 'Volta Labs',
                job_title: null,
                phone_number: null,
                country: null,
                created_at: '2026-11-24T09:00:00Z',
                resource_items: { title: 'Threat Report 2026' },
              },
            ],
      ),
  });
  const rpc = fakeRpc(({ name }) => {
    if (name === 'admin_analytics_totals')
      return ok(
        empty
          ? { total_downloads: 0, total_leads: 0, resources_with_downloads: 0 }
          : { total_downloads: 1234, total_leads: 56, resources_with_downloads: 7 },
      );
    if (name === 'admin_weekly_activity') return ok(WEEKS);
    if (name === 'admin_resource_downloads')
      return Object.assign(
        ok(
          empty
            ? []
            : [
                {
                  resource_id: 'r1',
                  title: 'Threat Report 2026',
                  content_type: 'Report',
                  access_tier: 'Public',
                  downloads: 40,
                  leads: 12,
                },
              ],
        ),
        { count: empty ? 0 : 11 },
      );
    return ok(null);
  });
  fake.client.rpc = rpc.fn as unknown as typeof fake.client.rpc;
  return rpc;
}

const open = (url = '/analytics') => renderPage(AnalyticsPage, { path: '/analytics', url });

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/analytics', () => {
  it('shows the cards, the weekly figures, Resource Performance and Recent Leads', async () => {
    const rpc = setUp();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    const downloads = await screen.findByRole('region', { name: 'Total Downloads' });
    expect(within(downloads).getByText('1,234')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Total Leads' })).getByText('56'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Resources with downloads' })).getByText('7'),
    ).toBeVisible();

    const weekly = await screen.findByRole('table', { name: /per week/ });
    expect(within(weekly).getAllByRole('rowheader')).toHaveLength(12);
    expect(within(weekly).getAllByRole('row').at(-1)).toHaveTextContent('23 Nov113');

    expect(await screen.findByText('Downloads: 40')).toBeVisible();
    expect(screen.getByText('Leads: 12')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    const paged = rpc.calls.find((call) => call.name === 'admin_resource_downloads');
    expect(paged?.options).toEqual({ count: 'exact' });
    expect(paged?.filters).toEqual([['range', 0, 9]]);

    const leads = screen.getByRole('table', { name: 'Recent Leads' });
    expect(
      within(leads)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Organization', 'Resource', 'Date']);
    expect(within(leads).getByRole('rowheader', { name: 'Esi Lead' })).toBeVisible();
    expect(within(leads).getByText('Threat Report 2026')).toBeVisible();
    const read = fake.tableCalls.find((call) => call.table === 'content_leads');
    expect(read?.filters).toContainEqual(['limit', 20]);
    expect(read?.filters).toContainEqual(['order', 'created_at', { ascending: false }]);
  });

  it('says when there are no downloads and no leads yet', async () => {
    setUp({ empty: true });
    await open();
    expect(await screen.findByText('No download data yet')).toBeVisible();
    expect(await screen.findByText('No leads yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download leads as CSV' })).toBeDisabled();
  });
});
