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
import type { RdInquiry } from './api/rd-inquiry-list-query';
import RdPanel from './RdPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const inquiry = (overrides: Partial<RdInquiry>): RdInquiry => ({
  inquiry_id: '11111111-1111-4111-8111-111111111111',
  project_title: 'Fraud analytics for mobile money',
  contact_name: 'Grace Njoroge',
  contact_email: 'grace@example.co.ke',
  organization_name: 'Pesa Digital',
  organization_type: 'dfi',
  project_scope: 'Score transactions in real time.',
  status: 'new',
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const ROWS = [
  inquiry({}),
  inquiry({
    inquiry_id: '22222222-2222-4222-8222-222222222222',
    project_title: 'Custom malware lab',
    contact_name: 'Peter Owens',
    contact_email: 'peter@example.com',
    organization_type: 'other',
    project_scope: null,
    status: 'declined',
  }),
];

const open = (url = '/admin/rd') =>
  renderPage(RdPanel, { path: '/admin/rd', url, showLocation: true, toasts: true });
const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → R&D inquiries', () => {
  it('shows each card: title, status badge, date, status dropdown, contact, mailto, organization, type, scope, Email Contact', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 2) });
    await open();
    const card = within(await waitFor(() => cardOf('Fraud analytics for mobile money')));
    expect(card.getByText('New', { selector: 'span' })).toBeVisible();
    expect(card.getByText(/^Received .*2026/)).toBeVisible();
    const status = card.getByRole('combobox', {
      name: 'Status of Fraud analytics for mobile money',
    });
    expect(status).toHaveValue('new');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Contacted', 'In Progress', 'Completed', 'Declined']);
    expect(card.getByText('Grace Njoroge')).toBeVisible();
    expect(card.getByRole('link', { name: 'grace@example.co.ke' })).toHaveAttribute(
      'href',
      'mailto:grace@example.co.ke',
    );
    expect(card.getByText('Pesa Digital')).toBeVisible();
    expect(card.getByText('DFI/MDB')).toBeVisible();
    expect(card.getByText('Score transactions in real time.')).toBeVisible();
    expect(card.getByRole('link', { name: 'Email Contact: Grace Njoroge' })).toHaveAttribute(
      'href',
      'mailto:grace@example.co.ke?subject=Your%20R%26D%20inquiry%3A%20Fraud%20analytics%20for%20mobile%20money',
    );
    const other = within(cardOf('Custom malware lab'));
    expect(other.getByText('Declined', { selector: 'span' })).toBeVisible();
    expect(other.getByText('No scope given')).toBeVisible();
    expect(other.getByText('Other')).toBeVisible();
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });

  it('asks the database for one page of 10, newest first, counted: Page N of M', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 23) });
    await open('/admin/rd?page=3');
    await screen.findByText('Page 3 of 3');
    expect(fake.tableCalls[0]).toMatchObject({
      table: 'rd_inquiries',
      filters: [
        ['order', 'created_at', { ascending: false }],
        ['order', 'inquiry_id'],
        ['range', 20, 29],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/rd\?page=2$/);
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  });

  it('searches the six fields on the server, from the address, back to page 1', async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open('/admin/rd?page=2');
    expect(await screen.findByText('No inquiries yet')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search inquiries' }), 'PESA');
    expect(await screen.findByText('No inquiries found matching your search')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/rd\?q=PESA$/);
    // As in the waitlist's test: wait for the searched read, not whichever came last.
    await vi.waitFor(() =>
      expect(fake.tableCalls.at(-1)?.filters[0]).toEqual([
        'or',
        [
          'project_title',
          'contact_name',
          'contact_email',
          'organization_name',
          'organization_type',
          'project_scope',
        ]
          .map((column) => `${column}.ilike."*PESA*"`)
          .join(','),
      ]),
    );
  });

  it("says 'Failed to load R&D inquiries' with Retry", async () => {
    fake = createFakeSupabase({ table: () => fail('boom') });
    await open();
    expect(await screen.findByText('Failed to load R&D inquiries')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });

  it("saves a status at once: 'Status Updated', else 'Error' / 'Failed to update status'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [ok([{ inquiry_id: 'x' }]), ok([])];
    fake = createFakeSupabase({
      table: (call) => (call.op === 'update' ? (answers.shift() ?? ok([])) : pageOf(ROWS, 2)),
    });
    await open();
    const select = await screen.findByRole('combobox', {
      name: 'Status of Custom malware lab',
    });
    await userEvent.selectOptions(select, 'in_progress');
    expect(await screen.findByText('Status Updated')).toBeVisible();
    expect(screen.getByText('Inquiry status has been updated successfully')).toBeVisible();
    expect(fake.tableCalls.find((call) => call.op === 'update')).toMatchObject({
      table: 'rd_inquiries',
      payload: { status: 'in_progress' },
      filters: [['eq', 'inquiry_id', '22222222-2222-4222-8222-222222222222']],
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status of Fraud analytics for mobile money' }),
      'completed',
    );
    expect(await screen.findByText('Failed to update status')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });

  it('an admin at aal1 goes through the MFA step and back here, nothing saved', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: true });
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 2) });
    await open('/admin/rd?q=fraud');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Fraud analytics for mobile money' }),
      'contacted',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?next=%2Fadmin%2Frd%3Fq%3Dfraud',
    );
    expect(fake.tableCalls.filter((call) => call.op === 'update')).toEqual([]);
  });
});
