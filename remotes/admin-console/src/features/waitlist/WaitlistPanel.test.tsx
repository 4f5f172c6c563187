import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  functionHttpError,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fake-answers';
import type { WaitlistEntry } from './api/waitlist-list-query';
import WaitlistPanel from './WaitlistPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Esi Pending',
  email: 'esi@example.org',
  status: 'pending',
  invited_at: null,
  invitation_expires_at: null,
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const ROWS = [
  entry({}),
  entry({
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Abena Invitee',
    email: 'abena@example.org',
    status: 'invited',
    invited_at: '2026-11-24T09:00:00Z',
  }),
  entry({
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Amina Mensah',
    email: 'amina@example.org',
    status: 'accepted',
  }),
];

const open = (url = '/admin/waitlist') =>
  renderPage(WaitlistPanel, { path: '/admin/waitlist', url, showLocation: true, toasts: true });
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Waitlist', () => {
  it('lists Name, Email, Joined, Status, Actions with the badges and buttons of each status', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 3) });
    await open();
    await screen.findByRole('rowheader', { name: 'Esi Pending' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Joined',
      'Status',
      'Actions',
    ]);
    expect(within(rowOf('Esi Pending')).getByText('Pending')).toBeVisible();
    expect(within(rowOf('Abena Invitee')).getByText(/^Invited .*2026/)).toBeVisible();
    expect(within(rowOf('Amina Mensah')).getAllByText('Accepted')).toHaveLength(2);
    expect(within(rowOf('Esi Pending')).getByRole('button', { name: /Send Invite/ })).toBeEnabled();
    expect(
      within(rowOf('Abena Invitee')).getByRole('button', { name: /Already Sent/ }),
    ).toBeDisabled();
    expect(within(rowOf('Amina Mensah')).getByRole('button', { name: /Accepted/ })).toBeDisabled();
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });

  it('asks the database for one page of 10, newest first, counted', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 23) });
    await open('/admin/waitlist?page=3');
    await screen.findByText('Page 3 of 3');
    const read = fake.tableCalls.find((call) => call.table === 'waitlist');
    expect(read?.filters).toEqual([
      ['order', 'created_at', { ascending: false }],
      ['order', 'id'],
      ['range', 20, 29],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/waitlist\?page=2$/);
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  });

  it('searches name or e-mail on the server, from the address, back to page 1', async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open('/admin/waitlist?page=2');
    expect(await screen.findByText('No users on waitlist')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'ESI');
    expect(await screen.findByText('No users found matching your search')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/waitlist\?q=ESI$/);
    // The empty state can show before the searched read reaches the fake (a loaded CI
    // machine): wait for that read rather than take whichever came last.
    await vi.waitFor(() =>
      expect(fake.tableCalls.at(-1)?.filters[0]).toEqual([
        'or',
        'name.ilike."*ESI*",email.ilike."*ESI*"',
      ]),
    );
  });

  it("says 'Failed to load waitlist' with Retry", async () => {
    fake = createFakeSupabase({ table: () => fail('boom') });
    await open();
    expect(await screen.findByText('Failed to load waitlist')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });

  it('Send Invite → Sending... → the toast, then reads the list again', async () => {
    let invited = false;
    let release: () => void = () => {};
    fake = createFakeSupabase({
      table: () =>
        pageOf(
          invited
            ? [entry({ status: 'invited', invited_at: '2026-11-25T08:00:00Z' })]
            : [entry({})],
          1,
        ),
      functions: () =>
        new Promise((resolve) => {
          release = () => {
            invited = true;
            resolve(
              ok({
                ok: true,
                message: 'Invitation sent to esi@example.org',
                invited_at: '2026-11-25T08:00:00Z',
                expires_at: '2026-12-02T08:00:00Z',
              }),
            );
          };
        }),
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /Send Invite/ }));
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    release();
    expect(await screen.findByText('Invitation sent to esi@example.org')).toBeVisible();
    expect(await screen.findByRole('button', { name: /Already Sent/ })).toBeDisabled();
    expect(fake.functionCalls).toEqual([
      {
        name: 'send-waitlist-invitation',
        body: {
          waitlistId: ROWS[0]?.id,
          email: 'esi@example.org',
          fullName: 'Esi Pending',
          resend: false,
        },
      },
    ]);
  });

  it("an invited entry shows until when its link works (or that it expired) and 'Re-send Invite' mails a new one", async () => {
    const NOW = Date.parse('2026-11-27T12:00:00Z');
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    let resent = false;
    const invitedRow = (expires: string) =>
      entry({
        name: 'Abena Invitee',
        email: 'abena@example.org',
        status: 'invited',
        invited_at: '2026-11-18T09:00:00Z',
        invitation_expires_at: expires,
      });
    fake = createFakeSupabase({
      table: () =>
        pageOf([invitedRow(resent ? '2026-12-04T12:00:00Z' : '2026-11-25T09:00:00Z')], 1),
      functions: () => {
        resent = true;
        return ok({
          ok: true,
          message: 'A new invitation was sent to abena@example.org',
          invited_at: '2026-11-27T12:00:00Z',
          expires_at: '2026-12-04T12:00:00Z',
        });
      },
    });
    await open();
    const row = await screen.findByRole('rowheader', { name: 'Abena Invitee' });
    const tr = row.closest('tr') as HTMLElement;
    expect(within(tr).getByText(/^Link expired .*2026/)).toBeVisible();
    expect(within(tr).getByRole('button', { name: /Already Sent/ })).toBeDisabled();
    await userEvent.click(
      within(tr).getByRole('button', { name: 'Re-send Invite: abena@example.org' }),
    );
    expect(
      await screen.findByText(
        'A new invitation was sent to abena@example.org; the previous link no longer works',
      ),
    ).toBeVisible();
    expect(await screen.findByText(/^Link valid until .*2026/)).toBeVisible();
    expect(fake.functionCalls.at(-1)).toEqual({
      name: 'send-waitlist-invitation',
      body: {
        waitlistId: ROWS[0]?.id,
        email: 'abena@example.org',
        fullName: 'Abena Invitee',
        resend: true,
      },
    });
  });

  it("shows the server's message, else 'Failed to send invitation'", async () => {
    const answers = [
      functionHttpError(409, { error: 'An invitation was already sent to esi@example.org' }),
      fail('network down'),
    ];
    fake = createFakeSupabase({
      table: () => pageOf([entry({})], 1),
      functions: () => answers.shift() ?? ok(null),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /Send Invite/ }));
    expect(
      await screen.findByText('An invitation was already sent to esi@example.org'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: /Send Invite/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /Send Invite/ }));
    expect(await screen.findByText('Failed to send invitation')).toBeVisible();
  });

  it('an admin at aal1 goes through the MFA step and back here, nothing sent', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: true });
    fake = createFakeSupabase({ table: () => pageOf([entry({})], 1) });
    await open('/admin/waitlist?q=esi');
    await userEvent.click(await screen.findByRole('button', { name: /Send Invite/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?next=%2Fadmin%2Fwaitlist%3Fq%3Desi',
    );
    expect(fake.functionCalls).toEqual([]);
  });
});
