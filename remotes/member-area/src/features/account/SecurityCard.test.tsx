import {
  createFakeSupabase,
  type FakeFactor as Factor,
  type FakeResult,
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

const USER = { id: 'user-1', email: 'ama@csan.test', lastSignInAt: '2026-11-20T09:30:00Z' };
const PROFILE = profileRow({ full_name: 'Ama Owusu', membership_tier: 'Student' });

type Options = {
  factors?: () => Factor[];
  enroll?: () => FakeResult;
  updateUser?: (attributes: unknown) => FakeResult;
};

function backend(options: Options = {}) {
  fake = createFakeSupabase({
    factors: options.factors ?? (() => []),
    table: (call) => {
      if (call.table === 'profiles' && call.op === 'select') return ok(PROFILE);
      if (call.table === 'mfa_enforcement') return ok({ mfa_setup_deadline: '2026-12-01' });
      return ok(null);
    },
    enroll: options.enroll,
    updateUser: options.updateUser,
  });
}

/** The texts an input's aria-describedby points to (what a screen reader reads with it). */
function description(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const show = (url = '/account') =>
  renderPage(AccountPage, { path: '/account', url, toasts: true, showLocation: true });
const location = () => screen.getByTestId('location').textContent;

async function openChangePassword() {
  const user = userEvent.setup();
  const security = await screen.findByRole('region', { name: 'Security' });
  await user.click(within(security).getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  return { user, dialog };
}

async function setPassword(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  password: string,
  confirm = password,
) {
  const field = within(dialog).getByLabelText(/^New password/);
  const again = within(dialog).getByLabelText(/Confirm new password/);
  await user.clear(field);
  await user.type(field, password);
  await user.clear(again);
  await user.type(again, confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
}

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  setViewer(USER);
});
afterEach(() => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
});

describe("the Security card's change-password item", () => {
  it('opens the new-password form with the sign-up rules, tied to the fields', async () => {
    backend();
    await show();
    const { user, dialog } = await openChangePassword();
    expect(within(dialog).getByText('Choose a new password for your account.')).toBeTruthy();
    await setPassword(user, dialog, 'lowercase1');
    const field = within(dialog).getByLabelText(/^New password/);
    expect(
      await within(dialog).findByText('Password must contain at least one uppercase letter'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toBe('Password must contain at least one uppercase letter');
    await setPassword(user, dialog, 'Lowercase1', 'Lowercase2');
    expect(await within(dialog).findByText('Passwords do not match')).toBeTruthy();
    expect(description(within(dialog).getByLabelText(/Confirm new password/))).toBe(
      'Passwords do not match',
    );
    expect(fake.log).not.toContain('updateUser');
  });

  it('updates the password, says so and closes', async () => {
    const updates: unknown[] = [];
    backend({
      updateUser: (attributes) => {
        updates.push(attributes);
        return ok({ user: { id: USER.id } });
      },
    });
    await show();
    const { user, dialog } = await openChangePassword();
    await setPassword(user, dialog, 'NewSecret1');
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({ title: 'Password updated successfully' }),
    );
    expect(updates).toEqual([{ password: 'NewSecret1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason when the update fails", async () => {
    backend({
      updateUser: () =>
        fail('New password should be different from the old password.', 'same_password'),
    });
    await show();
    const { user, dialog } = await openChangePassword();
    await setPassword(user, dialog, 'NewSecret1');
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'New password should be different from the old password.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
  });

  it("a session ended elsewhere says to sign in again, not GoTrue's text", async () => {
    backend({
      updateUser: () =>
        fail('Session from session_id claim in JWT does not exist', 'session_not_found', 403),
    });
    await show();
    const { user, dialog } = await openChangePassword();
    await setPassword(user, dialog, 'NewSecret1');
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Your session has ended. Sign in again, then change your password.',
      }),
    );
  });

  it('insufficient_aal: says an authenticator code is needed and goes through the MFA step', async () => {
    backend({
      factors: () => [{ id: 'factor-1', status: 'verified', friendly_name: 'CSAN' }],
      updateUser: () =>
        fail(
          'AAL2 session is required to update email or password when MFA is enabled.',
          'insufficient_aal',
        ),
    });
    await show();
    const { user, dialog } = await openChangePassword();
    await setPassword(user, dialog, 'NewSecret1');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'Your account is protected by an authenticator app, so changing the password needs a session confirmed with a code from that app.',
    );
    expect(toaster.error).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Enter authenticator code' }));
    // The session is refreshed and re-read, then /login (MFA step) returns to this dialog.
    await waitFor(() =>
      expect(location()).toBe('/login?next=%2Faccount%3Faction%3Dchange-password'),
    );
    expect(fake.log).toContain('refreshSession');
  });

  it('back from the MFA step (?action=change-password) the dialog is open again', async () => {
    backend();
    await show('/account?action=change-password');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText(/^New password/)).toBeTruthy();
    // The action is taken: a reload would not reopen it.
    await waitFor(() => expect(location()).toBe('/account'));
  });
});

describe('MFA enabling failures shown from the Security card', () => {
  it("'MFA is already enabled' when a verified factor appeared meanwhile", async () => {
    let enabledElsewhere = false;
    backend({
      factors: () =>
        enabledElsewhere ? [{ id: 'f-1', status: 'verified', friendly_name: 'CSAN' }] : [],
    });
    await show();
    const enable = await screen.findByRole('button', { name: 'Enable MFA' });
    // The card loaded before MFA was enabled in another tab.
    enabledElsewhere = true;
    await userEvent.setup().click(enable);
    expect(await screen.findByText('MFA is already enabled')).toBeTruthy();
    expect(fake.log).not.toContain('enroll:CSAN');
  });

  it("'MFA setup error. Please try again.' when the factor comes back without its secret", async () => {
    backend({
      enroll: () =>
        ok({ id: 'factor-new', type: 'totp', totp: { qr_code: '', secret: '', uri: '' } }),
    });
    await show();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enable MFA' }));
    expect(await screen.findByText('MFA setup error. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
