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
import { pageOf } from '../../test/fake-answers';
import { fakeRpc } from '../../test/fake-rpc';
import type { UserRow } from './api/user-list-query';
import UsersPanel from './UsersPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const user = (overrides: Partial<UserRow> = {}): UserRow => ({
  profile_id: 'p-1',
  user_id: 'u-1',
  email: 'kofi@example.org',
  full_name: 'Kofi Mensah',
  organization: 'Volta Cyber',
  membership_tier: 'Professional',
  mfa_enabled: true,
  is_lms_active: false,
  is_cert_partner: true,
  has_premium_tool_access: false,
  created_at: '2026-10-01T10:00:00Z',
  ...overrides,
});

/** The fake client with a chainable rpc answering `answer` for admin_user_directory. */
function backend(answer: () => ReturnType<typeof ok>, table = () => ok([{ id: 'p-1' }])) {
  fake = createFakeSupabase({ table });
  const rpc = fakeRpc(answer);
  Object.assign(fake.client, { rpc: rpc.fn });
  return rpc;
}

const open = (url = '/admin/users') =>
  renderPage(UsersPanel, { path: '/admin/users', url, showLocation: true, toasts: true });

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Users', () => {
  it('shows each user with e-mail, organization, tier, MFA and the three access switches', async () => {
    backend(() => pageOf([user()], 1));
    await open();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Kofi Mensah' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('kofi@example.org')).toBeVisible();
    expect(within(card).getByText(/Volta Cyber/)).toBeVisible();
    expect(within(card).getByText('Professional')).toBeVisible();
    expect(within(card).getByText('MFA on')).toBeVisible();
    const group = within(card).getByRole('group', { name: 'Access of Kofi Mensah' });
    expect(within(group).getByRole('switch', { name: 'Learning (SkillUp)' })).not.toBeChecked();
    expect(
      within(group).getByRole('switch', { name: 'Certification partner (Intel)' }),
    ).toBeChecked();
    expect(within(group).getByRole('switch', { name: 'Premium tools' })).not.toBeChecked();
  });

  it('pages of 10 newest first and searches name, e-mail or organization on the server', async () => {
    const rpc = backend(() => pageOf([user()], 31));
    await open('/admin/users?page=4');
    expect(await screen.findByText('Page 4 of 4')).toBeVisible();
    expect(rpc.calls[0]).toMatchObject({
      name: 'admin_user_directory',
      args: {},
      options: { count: 'exact' },
      filters: [
        ['order', 'created_at', { ascending: false }],
        ['order', 'profile_id'],
        ['range', 30, 39],
      ],
    });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by name, email or organization' }),
      'volta',
    );
    await vi.waitFor(() => expect(rpc.calls.at(-1)?.args).toEqual({ search: 'volta' }));
    expect(rpc.calls.at(-1)?.filters.at(-1)).toEqual(['range', 0, 9]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\?q=volta$/);
  });

  it('has both empty messages and the load error', async () => {
    backend(() => pageOf([], 0));
    await open();
    expect(await screen.findByText('No users yet')).toBeVisible();
    cleanup();
    await open('/admin/users?q=zz');
    expect(await screen.findByText('No users found matching your search')).toBeVisible();
    cleanup();
    backend(() => fail('denied'));
    await open();
    expect(await screen.findByText('Failed to load user profiles')).toBeVisible();
  });

  it("a switch saves the flag at once: 'Access flag updated successfully'", async () => {
    backend(() => pageOf([user()], 1));
    await open();
    await userEvent.click(await screen.findByRole('switch', { name: 'Learning (SkillUp)' }));
    expect(await screen.findByText('Access flag updated successfully')).toBeVisible();
    const update = fake.tableCalls.find((call) => call.op === 'update');
    expect(update).toMatchObject({
      table: 'profiles',
      payload: { is_lms_active: true },
      filters: [['eq', 'id', 'p-1']],
    });
  });

  it("a refused or filtered update says 'Failed to update access flag'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend(
      () => pageOf([user()], 1),
      () => ok([]),
    );
    await open();
    await userEvent.click(await screen.findByRole('switch', { name: 'Premium tools' }));
    expect(await screen.findByText('Failed to update access flag')).toBeVisible();
  });
});
