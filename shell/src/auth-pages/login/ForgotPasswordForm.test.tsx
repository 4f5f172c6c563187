import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
// The auth pages' texts, as the page's own chunk registers them.
import '../i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './ForgotPasswordForm';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function show(answer?: () => FakeResult, onBack = vi.fn()) {
  fake = createFakeSupabase({ resetPasswordForEmail: answer });
  await renderPage(<ForgotPasswordForm siteUrl="https://portal.example" onBack={onBack} />, {
    path: '/login',
    strict: false,
  });
  return onBack;
}

const email = () => screen.getByRole('textbox', { name: /E-mail/ });

async function send(address: string) {
  const user = userEvent.setup();
  if (address) await user.type(email(), address);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  it('takes focus on its heading when it replaces the login form', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
  });

  it.each(['', 'not-an-email', 'ama@'])(
    "refuses %j: 'Please enter a valid email address'",
    async (address) => {
      await show();
      await send(address);
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
      expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
      expect(fake.authCalls).toEqual([]);
    },
  );

  it("sends the link to /account: 'Password reset email sent! Check your inbox.'", async () => {
    await show();
    await send(' ama@example.org ');
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({
        title: 'Password reset email sent! Check your inbox.',
      }),
    );
    expect(fake.authCalls).toEqual([
      {
        method: 'resetPasswordForEmail',
        args: ['ama@example.org', { redirectTo: 'https://portal.example/account' }],
      },
    ]);
  });

  it("a failure: 'Failed to send reset email. Please try again.'", async () => {
    await show(() => ({ data: null, error: { message: 'Error sending recovery email' } }));
    await send('ama@example.org');
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Failed to send reset email. Please try again.',
      }),
    );
    expect(toaster.success).not.toHaveBeenCalled();
  });

  it('a rate limit (429) says to wait instead of the generic failure', async () => {
    await show(() => ({
      data: null,
      error: {
        message: 'email rate limit exceeded',
        code: 'over_email_send_rate_limit',
        status: 429,
      },
    }));
    await send('ama@example.org');
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: expect.stringMatching(
          /^Too many attempts from your network\. Please wait .+ and try again\.$/,
        ),
      }),
    );
  });

  it('goes back to login', async () => {
    const onBack = await show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
