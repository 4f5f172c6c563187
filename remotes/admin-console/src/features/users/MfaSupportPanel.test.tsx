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
import { fakeRpc, type RpcCall } from '../../test/fake-rpc';
import type { SupportRequest } from './api/support-request-list-query';
import MfaSupportPanel from './MfaSupportPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const request = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: 'r-1',
  user_id: 'u-1',
  email: 'ama@example.org',
  full_name: 'Ama Lost',
  request_type: 'lost_device',
  status: 'pending',
  description: 'My phone was stolen.',
  contact_method: '+233200000001',
  created_at: '2026-11-24T10:00:00Z',
  resolved_at: null,
  resolution_notes: null,
  verified_factors: 1,
  mfa_setup_deadline: '2026-12-01',
  ...overrides,
});

const RESOLVED = request({
  id: 'r-2',
  request_type: 'setup_help',
  status: 'resolved',
  resolved_at: '2026-11-20T10:00:00Z',
  resolution_notes: 'Entered the secret manually.',
});

function backend(options: {
  rows?: SupportRequest[];
  rpc?: (call: RpcCall) => ReturnType<typeof ok>;
  table?: () => ReturnType<typeof ok>;
  functions?: () => ReturnType<typeof ok>;
}) {
  fake = createFakeSupabase({
    table: options.table ?? (() => ok([{ id: 'r-1' }])),
    functions: options.functions,
  });
  const rows = options.rows ?? [request(), RESOLVED];
  const rpc = fakeRpc((call) =>
    call.name === 'admin_mfa_support_requests'
      ? pageOf(rows, rows.length)
      : (options.rpc?.(call) ?? ok('2026-12-08')),
  );
  Object.assign(fake.client, { rpc: rpc.fn });
  return rpc;
}

const open = () =>
  renderPage(MfaSupportPanel, {
    path: '/admin/users/mfa-support',
    url: '/admin/users/mfa-support',
    showLocation: true,
    toasts: true,
  });
const cardOf = async (type: string) =>
  (await screen.findByRole('heading', { level: 3, name: type })).closest('li') as HTMLElement;

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Users → MFA support requests', () => {
  it('lists requests newest first with status, sender and their MFA; resolved ones have no actions', async () => {
    const rpc = backend({});
    await open();
    const lost = await cardOf('Lost device');
    expect(within(lost).getByText('Pending')).toBeVisible();
    expect(within(lost).getByText(/Ama Lost <ama@example.org>/)).toBeVisible();
    expect(within(lost).getByText(/\+233200000001/)).toBeVisible();
    expect(within(lost).getByText(/Authenticators enrolled: 1/)).toBeVisible();
    for (const action of [
      'Resolve',
      'Extend deadline',
      'Reset requirement',
      'Remove authenticator',
    ]) {
      expect(within(lost).getByRole('button', { name: action })).toBeVisible();
    }
    const done = await cardOf('Setup help');
    expect(within(done).getByText('Resolved')).toBeVisible();
    expect(within(done).getByText(/Entered the secret manually/)).toBeVisible();
    expect(within(done).queryByRole('button')).toBeNull();
    expect(rpc.calls[0]?.filters).toEqual([
      ['order', 'created_at', { ascending: false }],
      ['order', 'id'],
      ['range', 0, 9],
    ]);
  });

  it("says 'No support requests yet' and 'Failed to load support requests'", async () => {
    backend({ rows: [] });
    await open();
    expect(await screen.findByText('No support requests yet')).toBeVisible();
    cleanup();
    fake = createFakeSupabase();
    Object.assign(fake.client, { rpc: fakeRpc(() => fail('denied')).fn });
    await open();
    expect(await screen.findByText('Failed to load support requests')).toBeVisible();
  });

  it('Resolve with notes sets resolved, resolved_at and the notes', async () => {
    backend({});
    await open();
    await userEvent.click(
      within(await cardOf('Lost device')).getByRole('button', { name: 'Resolve' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve support request' });
    await userEvent.type(within(dialog).getByLabelText('Resolution notes'), ' Identity checked. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Support request resolved')).toBeVisible();
    const update = fake.tableCalls.find((call) => call.op === 'update');
    expect(update).toMatchObject({
      table: 'mfa_support_requests',
      payload: {
        status: 'resolved',
        resolution_notes: 'Identity checked.',
        resolved_by: 'admin-1',
      },
      filters: [
        ['eq', 'id', 'r-1'],
        ['neq', 'status', 'resolved'],
      ],
    });
    const payload = update?.payload as { resolved_at?: string } | undefined;
    expect(payload?.resolved_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('Extend deadline: 7 by default, 1–30 only, then the spec message', async () => {
    const rpc = backend({});
    await open();
    await userEvent.click(
      within(await cardOf('Lost device')).getByRole('button', { name: 'Extend deadline' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Extend MFA deadline' });
    const days = within(dialog).getByRole('spinbutton', { name: /Days/ });
    expect(days).toHaveValue(7);
    await userEvent.clear(days);
    await userEvent.type(days, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 30')).toBeVisible();
    expect(rpc.calls.filter((c) => c.name === 'extend_mfa_deadline')).toEqual([]);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('MFA deadline extended by 14 days')).toBeVisible();
    expect(rpc.calls.find((c) => c.name === 'extend_mfa_deadline')?.args).toEqual({
      target_user_id: 'u-1',
      additional_days: 14,
    });
  });

  it("Extend deadline by one day says 'by 1 day', not '1 days'", async () => {
    backend({});
    await open();
    await userEvent.click(
      within(await cardOf('Lost device')).getByRole('button', { name: 'Extend deadline' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Extend MFA deadline' });
    const days = within(dialog).getByRole('spinbutton', { name: /Days/ });
    await userEvent.clear(days);
    await userEvent.type(days, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('MFA deadline extended by 1 day')).toBeVisible();
  });

  it('Reset requirement gives 7 days; a refusal has its own message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = false;
    const rpc = backend({ rpc: () => (refuse ? fail('Access denied') : ok('2026-12-02')) });
    await open();
    const card = await cardOf('Lost device');
    await userEvent.click(within(card).getByRole('button', { name: 'Reset requirement' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset MFA requirement' });
    expect(
      within(dialog).getByText('Ama Lost gets 7 days from today to set up MFA.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('MFA requirement reset. User has 7 days to set up MFA.'),
    ).toBeVisible();
    expect(rpc.calls.find((c) => c.name === 'reset_mfa_requirement')?.args).toEqual({
      target_user_id: 'u-1',
      new_deadline_days: 7,
    });
    refuse = true;
    await userEvent.click(within(card).getByRole('button', { name: 'Reset requirement' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset MFA requirement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Failed to reset MFA requirement')).toBeVisible();
  });

  it('Remove authenticator calls remove-mfa-factors (never the auth API from here)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      functionHttpError(404, { error: 'User not found' }),
      ok({ ok: true, removed: 1, message: 'Removed 1 authenticator' }),
    ];
    backend({ functions: () => answers.shift() ?? ok(null) });
    await open();
    const card = await cardOf('Lost device');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove authenticator' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the authenticator' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove authenticator' });
    await userEvent.click(confirm);
    // The server's words; the dialog stays open to try again.
    expect(await screen.findByText('User not found')).toBeVisible();
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(
      await screen.findByText('Authenticator removed. The member can set up a new device.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.functionCalls).toEqual([
      { name: 'remove-mfa-factors', body: { userId: 'u-1', supportRequestId: 'r-1' } },
      { name: 'remove-mfa-factors', body: { userId: 'u-1', supportRequestId: 'r-1' } },
    ]);
  });

  it('an admin without an authenticator is sent to set one up, nothing written', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: false });
    const rpc = backend({});
    await open();
    await userEvent.click(
      within(await cardOf('Lost device')).getByRole('button', { name: 'Reset requirement' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset MFA requirement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/);
    expect(rpc.calls.filter((c) => c.name === 'reset_mfa_requirement')).toEqual([]);
  });
});
