import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fake-answers';
import type { ErrorGroup } from './api/error-group-list-query';
import ErrorsPanel from './ErrorsPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const group = (overrides: Partial<ErrorGroup>): ErrorGroup => ({
  remote: 'tools',
  version: '0.1.0',
  source: 'federation',
  message: 'TypeError: Failed to fetch',
  reports: 4,
  users: 2,
  first_seen: '2026-11-26T08:00:00Z',
  last_seen: '2026-11-26T09:30:00Z',
  last_action: 'load (afterResolve)',
  last_path: '/tools',
  last_stack: 'TypeError: Failed to fetch\n    at loadManifest',
  ...overrides,
});

const open = (url = '/admin/errors') =>
  renderPage(ErrorsPanel, { path: '/admin/errors', url, showLocation: true });
const reads = () => fake.tableCalls.filter((call) => call.table === 'client_error_groups');

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Errors', () => {
  it('lists the groups by remote and version with where they were caught and the latest report', async () => {
    fake = createFakeSupabase({
      table: () =>
        pageOf(
          [group({}), group({ remote: 'library', version: '2.0.0', source: 'query', reports: 1 })],
          2,
        ),
    });
    await open();
    const row = (await screen.findByRole('rowheader', { name: 'tools' })).closest(
      'tr',
    ) as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Remote',
      'Version',
      'Error',
      'Reports',
      'Signed-in users',
      'Last seen',
    ]);
    expect(within(row).getByText('0.1.0')).toBeVisible();
    expect(within(row).getByText('TypeError: Failed to fetch')).toBeVisible();
    expect(within(row).getByText('Loading the remote')).toBeVisible();
    expect(within(row).getByText('4')).toBeVisible();
    await userEvent.click(within(row).getByText('Latest report'));
    expect(within(row).getByText('Page: /tools')).toBeVisible();
    expect(within(row).getByText('Doing: load (afterResolve)')).toBeVisible();
    const library = screen.getByRole('rowheader', { name: 'library' }).closest('tr') as HTMLElement;
    expect(within(library).getByText('Reading data')).toBeVisible();
    expect(screen.getByText('Error groups: 2')).toBeVisible();
  });

  it('asks the database for one page of 10, most recently seen first, counted', async () => {
    fake = createFakeSupabase({ table: () => pageOf([group({})], 23) });
    await open('/admin/errors?page=3');
    await screen.findByText('Page 3 of 3');
    expect(reads()[0]?.filters).toEqual([
      ['order', 'last_seen', { ascending: false }],
      ['order', 'remote'],
      ['order', 'version'],
      ['order', 'message'],
      ['range', 20, 29],
    ]);
  });

  it('searches remote, version and message on the server, from the address, back to page 1', async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open('/admin/errors?page=2');
    expect(await screen.findByText('No errors reported')).toBeVisible();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by remote, version or message' }),
      'tools',
    );
    expect(await screen.findByText('No error reports match your search')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/errors\?q=tools$/);
    expect(reads().at(-1)?.filters[0]).toEqual([
      'or',
      'remote.ilike."*tools*",version.ilike."*tools*",message.ilike."*tools*"',
    ]);
  });

  it("says 'Failed to load error reports' with Retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake = createFakeSupabase({ table: () => fail('boom') });
    await open();
    expect(await screen.findByText('Failed to load error reports')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});
