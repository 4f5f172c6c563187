import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
// The auth pages' texts, as the page's own chunk registers them.
import '../i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

afterEach(() => vi.restoreAllMocks());

async function show(answer?: () => FakeResult, onForgotPassword = vi.fn()) {
  fake = createFakeSupabase({ signInWithPassword: answer });
  await renderPage(<LoginForm onForgotPassword={onForgotPassword} />, {
    path: '/login',
    strict: false,
  });
  return onForgotPassword;
}

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const password = () => screen.getByLabelText(/^Password/);

async function signIn(address: string, secret: string) {
  const user = userEvent.setup();
  if (address) await user.type(email(), address);
  if (secret) await user.type(password(), secret);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('login form', () => {
  it('refuses an invalid e-mail and a short password, tied to their fields', async () => {
    await show();
    await signIn('not-an-email', '12345');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Invalid email');
    expect(fake.authCalls).toEqual([]);
  });

  it('signs in with the trimmed e-mail and the password', async () => {
    await show();
    await signIn(' ama@example.org ', 'secret1');
    await waitFor(() =>
      expect(fake.authCalls).toEqual([
        {
          method: 'signInWithPassword',
          args: [{ email: 'ama@example.org', password: 'secret1' }],
        },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Invalid email or password' for wrong credentials, never which one", async () => {
    await show(() => ({
      data: null,
      error: { message: 'Invalid login credentials', code: 'invalid_credentials' },
    }));
    await signIn('ama@example.org', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows another server answer's message instead (retyping would not help)", async () => {
    await show(() => ({
      data: null,
      error: { message: 'Email not confirmed', code: 'email_not_confirmed' },
    }));
    await signIn('ama@example.org', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not confirmed');
  });

  it('says the service could not be reached when the call throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await show(() => {
      throw new TypeError('Failed to fetch');
    });
    await signIn('ama@example.org', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in service could not be reached. Please check your connection and try again.',
    );
  });

  it('opens the forgot-password view', async () => {
    const onForgot = await show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgot).toHaveBeenCalledOnce();
  });
});
