import {
  createFakeSupabase,
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
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from './AccountPage';

// The MFA dialogs under the attempt limits (supabase/README.md, "Sign-in and MFA limits"):
// every refusal is explained with its wait, and a refusal that ended the sessions on the
// server does not leave the dialog open on a dead session.
let fake: FakeSupabase;
provideTestClient(() => fake.client);

const USER = { id: 'user-1', email: 'ama@csan.test', lastSignInAt: '2026-11-20T09:30:00Z' };
const VERIFIED = { id: 'factor-1', status: 'verified', friendly_name: 'CSAN' } as const;

function backend(handlers: {
  verify?: () => FakeResult;
  rpc?: () => FakeResult;
  enroll?: () => FakeResult;
}) {
  fake = createFakeSupabase({
    factors: () => (handlers.enroll ? [] : [VERIFIED]),
    enroll: handlers.enroll,
    table: (call) =>
      call.table === 'profiles'
        ? ok(profileRow({ full_name: 'Ama Owusu', mfa_enabled: true }))
        : ok(null),
    verify: handlers.verify,
    // The page's team-access card reads my_team_access through the same client: no teams.
    rpc: (name) => (name === 'my_team_access' ? ok([]) : (handlers.rpc?.() ?? ok(null))),
  });
}

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  setViewer(USER);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

async function disableWith(code: string) {
  await renderPage(AccountPage, { path: '/account', showLocation: true });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Disable MFA' }));
  const dialog = await screen.findByRole('dialog', { name: 'Disable Two-Factor Authentication' });
  await user.type(within(dialog).getByLabelText(/Authenticator or backup code/), code);
  await user.click(within(dialog).getByRole('button', { name: 'Disable MFA' }));
  return dialog;
}

describe('Disable dialog under the attempt limits', () => {
  it("a wrong code stays 'Invalid verification code' (spec)", async () => {
    backend({ verify: () => fail('Invalid TOTP code entered', 'mfa_verification_failed', 422) });
    await disableWith('123456');
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'Invalid verification code' }),
    );
  });

  it('a refused authenticator code (sessions ended by GoTrue) signs out here and closes', async () => {
    backend({
      verify: () =>
        fail(
          'Too many failed verification codes. Sign in again in 30 seconds.',
          'mfa_verification_rejected',
          403,
        ),
    });
    await disableWith('123456');
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title:
          'Too many invalid verification codes. For your security you have been signed out. Sign in again in 30 seconds.',
        duration: 10_000,
      }),
    );
    await waitFor(() => expect(fake.log).toContain('signOut:local'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.log.some((e) => e.startsWith('unenroll'))).toBe(false);
  });

  it('a refused backup code says how long to wait and keeps the dialog (the session lives)', async () => {
    backend({
      rpc: () =>
        ok({
          valid: false,
          limited: 'locked',
          retry_after: 900,
          message: 'Too many failed verification codes: … Try again in 15 minutes.',
        }),
    });
    const dialog = await disableWith('ZZZZ9999');
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title:
          'Too many invalid verification codes: verification for this account is paused. Try again in 15 minutes.',
      }),
    );
    expect(fake.log).not.toContain('signOut:local');
    expect(dialog.isConnected).toBe(true);
  });

  it('a per-client 429 names the wait, in the reader’s language', async () => {
    backend({
      verify: () => fail('Request rate limit reached', 'over_request_rate_limit', 429),
    });
    await i18next.changeLanguage('pt');
    await renderPage(AccountPage, { path: '/account', showLocation: true });
    await i18next.changeLanguage('pt');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desativar MFA' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Desativar MFA' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Demasiadas tentativas a partir da sua rede. Aguarde 5 minutos e tente novamente.',
      }),
    );
  });
});

describe('Enable dialog under the attempt limits', () => {
  it('a refused enrolment code (sessions ended by GoTrue) signs out here and closes', async () => {
    backend({
      enroll: () =>
        ok({
          id: 'factor-new',
          type: 'totp',
          friendly_name: 'CSAN',
          totp: {
            qr_code: 'ignored',
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/CSAN:ama@csan.test?secret=JBSWY3DPEHPK3PXP&issuer=CSAN',
          },
        }),
      verify: () =>
        fail(
          'Too many failed verification codes: MFA verification for this account is paused. Sign in again in 15 minutes.',
          'mfa_verification_rejected',
          403,
        ),
    });
    await renderPage(AccountPage, { path: '/account', showLocation: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enable MFA' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Verification code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title:
          'Too many invalid verification codes: verification for this account is paused and you have been signed out. Sign in again in 15 minutes.',
        duration: 10_000,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.log).toContain('signOut:local');
    // No clean-up call on the dead session; the next enrolment removes the pending factor.
    expect(fake.log).not.toContain('unenroll:factor-new');
    expect(fake.tableCalls.some((c) => c.table === 'mfa_backup_codes')).toBe(false);
  });
});
