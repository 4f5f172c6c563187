import '@testing-library/jest-dom/vitest';
import { createHash } from 'node:crypto';
import {
  createFakeSupabase,
  type FakeFactor as Factor,
  type FakeResult,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
  tokenWith,
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

const PROFILE = {
  full_name: 'Ama Owusu',
  phone_number: null,
  organization: 'CSAN',
  job_title: null,
  country: 'Ghana',
  membership_tier: 'Professional',
  mfa_enabled: false,
  is_lms_active: true,
  is_cert_partner: false,
  has_premium_tool_access: false,
};

type Options = {
  factors?: Factor[];
  table?: (call: TableCall) => FakeResult | undefined;
  enroll?: () => FakeResult;
  verify?: (code: string) => FakeResult;
  rpc?: (name: string, args: unknown) => FakeResult;
  updateUser?: (attributes: unknown) => FakeResult;
};

function backend(options: Options = {}) {
  let factors = options.factors ?? [];
  fake = createFakeSupabase({
    factors: () => factors,
    table: (call) => {
      const custom = options.table?.(call);
      if (custom) return custom;
      if (call.table === 'profiles' && call.op === 'select') return ok(PROFILE);
      if (call.table === 'mfa_enforcement') return ok({ mfa_setup_deadline: '2026-12-01' });
      return ok(null);
    },
    enroll: () => {
      const answer = options.enroll?.() ?? fail('enrolment not expected');
      const id = (answer.data as { id?: string } | null)?.id;
      if (id) factors = [...factors, { id, status: 'unverified', friendly_name: 'CSAN' }];
      return answer;
    },
    verify: (code) => {
      const answer = options.verify?.(code) ?? ok({ user: { id: USER.id } });
      if (!answer.error) factors = factors.map((f) => ({ ...f, status: 'verified' }));
      return answer;
    },
    unenroll: (id) => {
      factors = factors.filter((f) => f.id !== id);
      return ok({ id });
    },
    // The page's team-access card reads my_team_access through the same client: no teams.
    rpc: (name, args) =>
      name === 'my_team_access' ? ok([]) : (options.rpc?.(name, args) ?? ok(null)),
    updateUser: options.updateUser,
  });
}

/** The RPCs the MFA dialogs made (the team-access card's read left out). */
const mfaRpcCalls = () => fake.rpcCalls.filter((call) => call.name !== 'my_team_access');

const enrolment = () =>
  ok({
    id: 'factor-new',
    type: 'totp',
    friendly_name: 'CSAN',
    totp: {
      qr_code: 'ignored',
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/CSAN:ama@csan.test?secret=JBSWY3DPEHPK3PXP&issuer=CSAN',
    },
  });

const show = () => renderPage(AccountPage, { path: '/account', showLocation: true });

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  setViewer(USER);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/account profile', () => {
  it('fills the form from the profile, shows the tier and flags, keeps the e-mail read-only', async () => {
    backend();
    await show();
    expect(await screen.findByLabelText(/Full name/)).toHaveProperty('value', 'Ama Owusu');
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ama@csan.test');
    expect(screen.getByText('Professional member')).toBeTruthy();
    const access = screen.getByRole('region', { name: 'Access' });
    expect(within(access).getByText('LMS access').nextElementSibling?.textContent).toBe('Active');
    expect(within(access).getByText('Premium tools').nextElementSibling?.textContent).toBe(
      'Not active',
    );
    expect(screen.getByRole('link', { name: 'Manage Directory' }).getAttribute('href')).toBe(
      '/member-directory',
    );
  });

  it('saves the edited fields (empty ones as null) and says so', async () => {
    backend();
    await show();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, '  Ama K. Owusu ');
    await user.clear(screen.getByLabelText('Organization'));
    await user.type(screen.getByLabelText('Job title'), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({ title: 'Profile updated successfully' }),
    );
    const update = fake.tableCalls.find((c) => c.table === 'profiles' && c.op === 'update');
    expect(update?.payload).toEqual({
      full_name: 'Ama K. Owusu',
      phone_number: null,
      organization: null,
      job_title: 'Analyst',
      country: 'Ghana',
    });
    expect(update?.filters).toContainEqual(['eq', 'user_id', USER.id]);
  });

  it('refuses a one-letter name, tied to the field', async () => {
    backend();
    await show();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription('Full name must be at least 2 characters');
    expect(fake.tableCalls.some((c) => c.op === 'update')).toBe(false);
  });

  it('shows the server message when the profile cannot be loaded', async () => {
    backend({
      table: (call) => (call.table === 'profiles' ? fail('permission denied') : undefined),
    });
    await show();
    expect(await screen.findByText('permission denied')).toBeTruthy();
    expect(screen.getByText('Failed to load profile')).toBeTruthy();
  });
});

describe('enabling MFA', () => {
  it('removes a stale CSAN factor, enrols, verifies the code and shows ten stored backup codes once', async () => {
    backend({
      factors: [{ id: 'factor-stale', status: 'unverified', friendly_name: 'CSAN' }],
      enroll: enrolment,
    });
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enable MFA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    expect(fake.log).toContain('unenroll:factor-stale');
    expect(fake.log.indexOf('unenroll:factor-stale')).toBeLessThan(fake.log.indexOf('enroll:CSAN'));
    expect(within(dialog).getByTestId('mfa-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const qr = within(dialog).getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);

    const code = within(dialog).getByLabelText(/Verification code/);
    // Initial focus on the code field is asserted in the browser (e2e/tests/mfa-enrol.spec.ts):
    // jsdom has no layout, so the dialog's focus manager falls back to the content there.
    await user.type(code, '12a3');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(await within(dialog).findByText('Please enter a valid 6-digit code')).toBeTruthy();
    expect(code).toHaveAccessibleDescription('Please enter a valid 6-digit code');
    await user.type(code, '45-6789');
    expect(code).toHaveProperty('value', '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));

    const saved = await screen.findByRole('alertdialog', { name: 'Save Your Backup Codes' });
    const shown = within(saved)
      .getAllByTestId('backup-code')
      .map((item) => item.textContent ?? '');
    expect(shown).toHaveLength(10);
    expect(fake.log).toContain('verify:factor-new:123456');
    expect(toaster.success).toHaveBeenCalledWith({
      title: 'MFA enabled successfully! Save your backup codes.',
    });
    const calls = fake.tableCalls.filter((c) => c.table === 'mfa_backup_codes');
    expect(calls.map((c) => c.op)).toEqual(['delete', 'insert']);
    const sha256 = (c: string) => createHash('sha256').update(c).digest('hex');
    expect(calls[1]?.payload).toEqual(
      shown.map((c) => ({ user_id: USER.id, code_hash: sha256(c) })),
    );
    expect(fake.log).toContain('refreshSession');

    await user.click(within(saved).getByRole('button', { name: "I've Saved Them" }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText(shown[0] ?? '')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Disable MFA' })).toBeTruthy();
  });

  it('names the conflict when a CSAN factor already exists on the server', async () => {
    backend({
      enroll: () =>
        fail(
          'A factor with the friendly name "CSAN" for this user already exists',
          'mfa_factor_name_conflict',
        ),
    });
    await show();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enable MFA' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title:
          'An MFA factor named "CSAN" already exists. Disable MFA first or use your existing authenticator entry.',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a wrong code keeps the dialog open; cancelling unenrolls the pending factor', async () => {
    backend({
      enroll: enrolment,
      verify: () => fail('Invalid TOTP code entered', 'mfa_verification_failed'),
    });
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enable MFA' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Verification code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'Invalid verification code' }),
    );
    expect(fake.tableCalls.some((c) => c.table === 'mfa_backup_codes')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.log).toContain('unenroll:factor-new');
  });
});

describe('disabling MFA', () => {
  const verified: Factor = { id: 'factor-1', status: 'verified', friendly_name: 'CSAN' };

  async function openDisable() {
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable MFA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    return { user, dialog, code: within(dialog).getByLabelText(/Authenticator or backup code/) };
  }

  it('with a 6-digit code: verifies (aal2), then unenrolls; the database sets the deadline', async () => {
    backend({ factors: [verified] });
    const { user, dialog, code } = await openDisable();
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Disable MFA' }));
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({
        title: 'MFA disabled successfully. You must re-enable MFA within 7 days.',
      }),
    );
    const order = fake.log.filter((e) => /^(verify|unenroll|refreshSession)/.test(e));
    expect(order).toEqual(['verify:factor-1:123456', 'unenroll:factor-1', 'refreshSession']);
    expect(mfaRpcCalls()).toEqual([]);
    expect(fake.tableCalls.some((c) => c.table === 'mfa_enforcement' && c.op === 'update')).toBe(
      false,
    );
    expect(await screen.findByRole('button', { name: 'Enable MFA' })).toBeTruthy();
  });

  it('with an 8-character backup code: redeem_mfa_backup_code, no TOTP calls', async () => {
    backend({ factors: [verified], rpc: () => ok({ valid: true, remaining: 0 }) });
    const { user, dialog, code } = await openDisable();
    await user.type(code, 'ab12-cd34');
    expect(code).toHaveProperty('value', 'AB12CD34');
    await user.click(within(dialog).getByRole('button', { name: 'Disable MFA' }));
    await waitFor(() => expect(toaster.success).toHaveBeenCalled());
    expect(mfaRpcCalls()).toEqual([
      { name: 'redeem_mfa_backup_code', args: { backup_code: 'AB12CD34' } },
    ]);
    expect(fake.log.some((e) => e.startsWith('verify') || e.startsWith('unenroll'))).toBe(false);
  });

  it('takes a backup code pasted with a space or a dash (normalised before the 8-character limit)', async () => {
    backend({ factors: [verified], rpc: () => ok({ valid: true, remaining: 0 }) });
    const { user, dialog, code } = await openDisable();
    await user.click(code);
    await user.paste('ab12 cd-34');
    expect(code).toHaveProperty('value', 'AB12CD34');
    await user.click(within(dialog).getByRole('button', { name: 'Disable MFA' }));
    await waitFor(() => expect(toaster.success).toHaveBeenCalled());
    expect(mfaRpcCalls()).toEqual([
      { name: 'redeem_mfa_backup_code', args: { backup_code: 'AB12CD34' } },
    ]);
  });

  it('an unknown backup code is an invalid code and MFA stays on', async () => {
    backend({ factors: [verified], rpc: () => ok({ valid: false, remaining: 10 }) });
    const { user, dialog, code } = await openDisable();
    await user.type(code, 'ZZZZ9999');
    await user.click(within(dialog).getByRole('button', { name: 'Disable MFA' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'Invalid verification code' }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(fake.log).not.toContain('refreshSession');
  });

  it('refuses other lengths before calling anything', async () => {
    backend({ factors: [verified] });
    const { user, dialog, code } = await openDisable();
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Disable MFA' }));
    expect(
      await within(dialog).findByText(
        'Enter a 6-digit authenticator code or an 8-character backup code',
      ),
    ).toBeTruthy();
    expect(code).toHaveAccessibleDescription(
      'Enter a 6-digit authenticator code or an 8-character backup code',
    );
    expect(fake.log.some((e) => e.startsWith('verify'))).toBe(false);
    expect(mfaRpcCalls()).toEqual([]);
  });
});

describe('after a password-recovery link', () => {
  it('offers Set a new password with the sign-up rules and updates it', async () => {
    setViewer({
      ...USER,
      accessToken: tokenWith({
        session_id: 'session-r',
        amr: [{ method: 'recovery', timestamp: 1 }],
      }),
    });
    backend();
    await show();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Set a new password' });
    await user.type(within(card).getByLabelText(/^New password/), 'lowercase1');
    await user.type(within(card).getByLabelText(/Confirm new password/), 'lowercase1');
    await user.click(within(card).getByRole('button', { name: 'Update Password' }));
    expect(
      await within(card).findByText('Password must contain at least one uppercase letter'),
    ).toBeTruthy();
    expect(fake.log).not.toContain('updateUser');
    await user.clear(within(card).getByLabelText(/^New password/));
    await user.type(within(card).getByLabelText(/^New password/), 'Lowercase1');
    await user.clear(within(card).getByLabelText(/Confirm new password/));
    await user.type(within(card).getByLabelText(/Confirm new password/), 'Lowercase1');
    await user.click(within(card).getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({ title: 'Password updated successfully' }),
    );
    expect(screen.queryByRole('region', { name: 'Set a new password' })).toBeNull();
  });

  it('is not offered to an ordinary password session', async () => {
    setViewer({
      ...USER,
      accessToken: tokenWith({
        session_id: 'session-p',
        amr: [{ method: 'password', timestamp: 1 }],
      }),
    });
    backend();
    await show();
    await screen.findByLabelText(/Full name/);
    expect(screen.queryByRole('region', { name: 'Set a new password' })).toBeNull();
  });
});
