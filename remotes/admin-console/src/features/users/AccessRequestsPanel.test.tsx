import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeResult,
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
import { fakeRpc, type RpcCall } from '../../test/fake-rpc';
import AccessRequestsPanel from './AccessRequestsPanel';
import type { AccessRequestRow } from './api/access-request-list-query';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const row = (overrides: Partial<AccessRequestRow> = {}): AccessRequestRow => ({
  id: 'q-1',
  user_id: 'u-1',
  email: 'kofi@example.org',
  full_name: 'Kofi Mensah',
  organization: 'Accra SecOps',
  membership_tier: 'Professional',
  area: 'certification',
  message: 'I lead our incident response team.',
  status: 'pending',
  created_at: '2026-11-24T10:00:00Z',
  decided_at: null,
  ...overrides,
});

function backend(rows: AccessRequestRow[], decide: (call: RpcCall) => FakeResult = () => ok()) {
  fake = createFakeSupabase();
  const rpc = fakeRpc((call) =>
    call.name === 'admin_area_access_requests' ? pageOf(rows, rows.length) : decide(call),
  );
  Object.assign(fake.client, { rpc: rpc.fn });
  return rpc;
}

const open = () =>
  renderPage(AccessRequestsPanel, {
    path: '/admin/users/access-requests',
    toasts: true,
  });
const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Users → Area access requests', () => {
  it('lists the pending requests oldest first: who, which area, when, their note', async () => {
    const rpc = backend([row(), row({ id: 'q-2', full_name: null, area: 'tools', message: null })]);
    await open();
    const kofi = await cardOf('Kofi Mensah');
    expect(within(kofi).getByText('Intel (certification partners)')).toBeVisible();
    expect(within(kofi).getByText(/kofi@example.org · Accra SecOps · Professional/)).toBeVisible();
    expect(within(kofi).getByText('I lead our incident response team.')).toBeVisible();
    const unnamed = await cardOf('kofi@example.org');
    expect(within(unnamed).getByText('No note.')).toBeVisible();
    expect(screen.getByText('2 pending requests')).toBeVisible();
    expect(rpc.calls[0]?.filters).toEqual([
      ['eq', 'status', 'pending'],
      ['order', 'created_at', { ascending: true }],
      ['order', 'id'],
      ['range', 0, 9],
    ]);
  });

  it('says when nobody is waiting, and when the list failed', async () => {
    backend([]);
    await open();
    expect(await screen.findByText('No member is waiting for access to an area.')).toBeVisible();
    cleanup();
    fake = createFakeSupabase();
    Object.assign(fake.client, { rpc: fakeRpc(() => fail('denied', '42501', 403)).fn });
    await open();
    expect(await screen.findByText('The access requests could not be loaded.')).toBeVisible();
  });

  it.each([
    ['Grant Kofi Mensah access', 'granted', 'Access granted to Kofi Mensah.'],
    ["Decline Kofi Mensah's request", 'declined', 'Request of Kofi Mensah declined.'],
  ])('%s decides through the database and says so', async (button, decision, toast) => {
    const rpc = backend([row()]);
    await open();
    await userEvent.click(
      within(await cardOf('Kofi Mensah')).getByRole('button', { name: button }),
    );
    expect(await screen.findByText(toast)).toBeVisible();
    const call = rpc.calls.find((c) => c.name === 'decide_area_access_request');
    expect(call?.args).toEqual({ request_id: 'q-1', decision });
  });

  it('says so when another admin decided first', async () => {
    backend([row()], () => fail('This request was already granted', 'PT409', 409));
    await open();
    await userEvent.click(
      within(await cardOf('Kofi Mensah')).getByRole('button', { name: /^Grant/ }),
    );
    expect(
      await screen.findByText('This request was already decided by another administrator.'),
    ).toBeVisible();
  });

  it('sends an admin at aal1 through the MFA step instead of deciding', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: true });
    const rpc = backend([row()]);
    await open();
    await userEvent.click(
      within(await cardOf('Kofi Mensah')).getByRole('button', { name: /^Grant/ }),
    );
    expect(rpc.calls.some((c) => c.name === 'decide_area_access_request')).toBe(false);
  });
});
