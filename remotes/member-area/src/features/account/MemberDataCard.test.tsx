import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  profileRow,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from './AccountPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

/** A Blob's text (jsdom's Blob has no text()). */
function read(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const saved: Array<{ name: string; text: Promise<string> }> = [];
vi.mock('@csan/shared-ui/forms', async (original) => ({
  ...(await original<typeof import('@csan/shared-ui/forms')>()),
  downloadBlob: (blob: Blob, name: string) => saved.push({ name, text: read(blob) }),
}));

const USER = { id: 'user-1', email: 'ama@csan.test', lastSignInAt: '2026-11-20T09:30:00Z' };
const EXPORT = {
  format: 'csan-member-data/1',
  generated_at: '2026-11-29T10:00:00Z',
  account: { id: 'user-1', email: 'ama@csan.test' },
  memberships: { teams: [], projects: [] },
  tables: { profiles: [{ user_id: 'user-1', full_name: 'Ama Owusu' }], waitlist: [] },
};

type Options = {
  factor?: boolean;
  remove?: () => ReturnType<typeof ok>;
  verify?: () => ReturnType<typeof ok>;
};

function backend(options: Options = {}) {
  fake = createFakeSupabase({
    factors: () => (options.factor === false ? [] : [{ id: 'factor-1', status: 'verified' }]),
    table: (call) => {
      if (call.table === 'profiles' && call.op === 'select') return ok(profileRow({}));
      return ok(null);
    },
    rpc: (name) => {
      if (name === 'export_my_data') return ok(EXPORT);
      if (name === 'delete_my_account') return options.remove?.() ?? ok({ deleted: true });
      return ok(null);
    },
    verify: options.verify ?? (() => ok({})),
  });
}

const show = () =>
  renderPage(AccountPage, { path: '/account', url: '/account', toasts: true, showLocation: true });
const card = () => screen.findByRole('region', { name: 'Your data' });

beforeEach(() => {
  saved.length = 0;
  vi.spyOn(toaster, 'success');
  setViewer(USER);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Your data', () => {
  it('downloads the export as JSON and as CSV', async () => {
    backend();
    show();
    const user = userEvent.setup();
    const region = await card();
    await user.click(
      await within(region).findByRole('button', { name: 'Download my data (JSON)' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^csan-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse((await saved[0]?.text) ?? '')).toEqual(EXPORT);
    await user.click(within(region).getByRole('button', { name: 'Download my data (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toMatch(/\.csv$/);
    expect(await saved[1]?.text).toContain('"tables.profiles","1","full_name","Ama Owusu"');
    expect(fake.rpcCalls.filter((c) => c.name === 'export_my_data')).toHaveLength(2);
  });

  it('without two-factor authentication says so and offers neither action', async () => {
    backend({ factor: false });
    show();
    const region = await card();
    expect(await within(region).findByTestId('member-data-needs-mfa')).toBeTruthy();
    for (const name of ['Download my data (JSON)', 'Download my data (CSV)', 'Delete my account']) {
      expect(within(region).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('deletes the account after a new code and the typed e-mail, then signs out', async () => {
    backend();
    show();
    const user = userEvent.setup();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account' });
    await user.type(within(dialog).getByLabelText(/Code from your authenticator app/), '12a3456');
    await user.type(within(dialog).getByLabelText(/Type your e-mail address/), 'someone@else.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('Type the e-mail address of this account exactly'),
    ).toBeTruthy();
    const deletions = () => fake.rpcCalls.filter((c) => c.name === 'delete_my_account');
    expect(deletions()).toEqual([]);

    const confirmation = within(dialog).getByLabelText(/Type your e-mail address/);
    await user.clear(confirmation);
    await user.type(confirmation, ' AMA@csan.test ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toaster.success).toHaveBeenCalled());
    expect(fake.log).toEqual(expect.arrayContaining(['verify:factor-1:123456', 'signOut:local']));
    expect(deletions()).toEqual([
      { name: 'delete_my_account', args: { confirmation: 'AMA@csan.test' } },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('explains a refusal and keeps the member signed in', async () => {
    backend({ remove: () => fail('team_has_members', '55000', 400) });
    show();
    const user = userEvent.setup();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account' });
    await user.type(within(dialog).getByLabelText(/Code from your authenticator app/), '123456');
    await user.type(within(dialog).getByLabelText(/Type your e-mail address/), 'ama@csan.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText(/Remove the members of your corporate team first/),
    ).toBeTruthy();
    expect(fake.log).not.toContain('signOut:local');
  });

  it('refuses a wrong code before asking the database', async () => {
    backend({ verify: () => fail('Invalid TOTP code entered', 'mfa_verification_failed', 422) });
    show();
    const user = userEvent.setup();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account' });
    await user.type(within(dialog).getByLabelText(/Code from your authenticator app/), '000000');
    await user.type(within(dialog).getByLabelText(/Type your e-mail address/), 'ama@csan.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeTruthy();
    expect(fake.rpcCalls.filter((c) => c.name === 'delete_my_account')).toEqual([]);
    expect(fake.log).not.toContain('signOut:local');
  });
});
