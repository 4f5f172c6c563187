import { isLanguage, toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
// The auth pages' texts, as the page's own chunk registers them.
import '../i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MfaResult } from '../api/mfa-failure';
import { MfaStep } from './MfaStep';

// The step's texts for each answer of the two calls, which are replaced here;
// what the calls make of the server's answers is tested in ../api/mfa-failure.test.ts.
const calls = vi.hoisted(() => ({
  totp: vi.fn<(code: string) => Promise<MfaResult>>(),
  backup: vi.fn<(code: string) => Promise<MfaResult>>(),
}));
vi.mock('../api/verify-totp', () => ({ verifyTotp: calls.totp }));
vi.mock('../api/redeem-backup-code', () => ({ redeemBackupCode: calls.backup }));

let onVerified: () => Promise<void>;
let onBackupRedeemed: () => Promise<void>;
let onBack: () => Promise<void>;

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  onVerified = vi.fn(async () => undefined);
  onBackupRedeemed = vi.fn(async () => undefined);
  onBack = vi.fn(async () => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  calls.totp.mockReset();
  calls.backup.mockReset();
  await i18next.changeLanguage('en');
});

async function enter(code: string, names = { field: 'Verification code', submit: 'Verify' }) {
  // In the language the test chose.
  const language = isLanguage(i18next.language) ? i18next.language : 'en';
  await renderPage(
    <MfaStep onVerified={onVerified} onBackupRedeemed={onBackupRedeemed} onBack={onBack} />,
    { path: '/login', strict: false, language },
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: names.field }), code);
  await user.click(screen.getByRole('button', { name: names.submit }));
}

describe('MFA step messages', () => {
  it("a verified authenticator code: 'MFA verified successfully!'", async () => {
    calls.totp.mockResolvedValue({ ok: true });
    await enter('123456');
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(calls.totp).toHaveBeenCalledWith('123456');
    expect(toaster.success).toHaveBeenCalledWith({ title: 'MFA verified successfully!' });
  });

  it("a redeemed backup code: 'Backup code verified! Please set up MFA again.'", async () => {
    calls.backup.mockResolvedValue({ ok: true });
    await enter('ab12cd34');
    await waitFor(() => expect(onBackupRedeemed).toHaveBeenCalled());
    expect(calls.backup).toHaveBeenCalledWith('AB12CD34');
    expect(toaster.success).toHaveBeenCalledWith({
      title: 'Backup code verified! Please set up MFA again.',
    });
  });

  it('takes a backup code pasted as a person writes it: lower case, with a dash or a space', async () => {
    calls.backup.mockResolvedValue({ ok: true });
    await renderPage(
      <MfaStep onVerified={onVerified} onBackupRedeemed={onBackupRedeemed} onBack={onBack} />,
      { path: '/login', strict: false },
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await user.click(field);
    await user.paste('ab12-cd34');
    expect(field).toHaveValue('ab12cd34');
    await user.clear(field);
    await user.paste(' AB12 CD34 ');
    expect(field).toHaveValue('AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls.backup).toHaveBeenCalledWith('AB12CD34'));
  });

  it("a wrong code of either kind: 'Invalid MFA or backup code', the field emptied", async () => {
    calls.totp.mockResolvedValue({ ok: false, failure: { kind: 'invalid' } });
    await enter('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid MFA or backup code');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(onBack).not.toHaveBeenCalled();
  });

  it('another failure shows the error message', async () => {
    calls.backup.mockResolvedValue({
      ok: false,
      failure: { kind: 'server', message: 'Service unavailable' },
    });
    await enter('AB12CD34');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  });

  it('a refused backup code says how long to wait and keeps the step (the session lives)', async () => {
    calls.backup.mockResolvedValue({
      ok: false,
      failure: {
        kind: 'limited',
        limit: { kind: 'mfa', state: 'slowed', waitSeconds: 30, sessionEnded: false },
      },
    });
    await enter('AB12CD34');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many invalid verification codes. Please wait 30 seconds before trying again.',
    );
    expect(onBack).not.toHaveBeenCalled();
  });

  it('a per-client 429 names the wait', async () => {
    calls.totp.mockResolvedValue({
      ok: false,
      failure: { kind: 'limited', limit: { kind: 'client', waitSeconds: 300 } },
    });
    await enter('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts from your network. Please wait 5 minutes and try again.',
    );
  });

  it('a rejection that ended the sessions signs out locally and leaves the message as a toast', async () => {
    calls.totp.mockResolvedValue({
      ok: false,
      failure: {
        kind: 'limited',
        limit: { kind: 'mfa', state: 'locked', waitSeconds: 900, sessionEnded: true },
      },
    });
    await enter('123456');
    await waitFor(() => expect(onBack).toHaveBeenCalledOnce());
    expect(toaster.error).toHaveBeenCalledWith({
      title:
        'Too many invalid verification codes: verification for this account is paused and you have been signed out. Sign in again in 15 minutes.',
      duration: 10_000,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('words the wait in the reader’s language', async () => {
    await i18next.changeLanguage('fr');
    calls.backup.mockResolvedValue({
      ok: false,
      failure: {
        kind: 'limited',
        limit: { kind: 'mfa', state: 'locked', waitSeconds: 840, sessionEnded: false },
      },
    });
    await enter('AB12CD34', { field: 'Code de vérification', submit: 'Vérifier' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de codes de vérification invalides : la vérification pour ce compte est suspendue. Réessayez dans 14 minutes.',
    );
  });

  it('refuses a malformed code with the field rule, calling nothing', async () => {
    await enter('12345');
    expect(
      await screen.findByText(
        'Enter the 6-digit code from your authenticator app or an 8-character backup code',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.totp).not.toHaveBeenCalled();
    expect(calls.backup).not.toHaveBeenCalled();
  });
});
