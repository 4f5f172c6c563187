import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, type FakeAnswer, type FakeClient } from '../test/fake-client';
import { renderAt } from '../test/render';
import { LoginForm } from './LoginForm';

let fake: FakeClient;
vi.mock('../lib/client', () => ({ supabaseClient: () => Promise.resolve(fake.client) }));

afterEach(() => vi.restoreAllMocks());

function show(answer?: () => FakeAnswer, onForgotPassword = vi.fn()) {
  fake = createFakeClient({ signInWithPassword: answer });
  renderAt(<LoginForm onForgotPassword={onForgotPassword} />, '/login');
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

describe('login form (platform spec sections 5 and 8)', () => {
  it('refuses an invalid e-mail and a short password, tied to their fields', async () => {
    show();
    await signIn('not-an-email', '12345');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Invalid email');
    expect(fake.auth).toEqual([]);
  });

  it('signs in with the trimmed e-mail and the password', async () => {
    show();
    await signIn(' ama@example.org ', 'secret1');
    await waitFor(() =>
      expect(fake.auth).toEqual([
        {
          method: 'signInWithPassword',
          args: { email: 'ama@example.org', password: 'secret1' },
        },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Invalid email or password' for wrong credentials, never which one", async () => {
    show(() => ({
      data: null,
      error: { message: 'Invalid login credentials', code: 'invalid_credentials' },
    }));
    await signIn('ama@example.org', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows another server answer's message instead (retyping would not help)", async () => {
    show(() => ({
      data: null,
      error: { message: 'Email not confirmed', code: 'email_not_confirmed' },
    }));
    await signIn('ama@example.org', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not confirmed');
  });

  it('says the service could not be reached when the call throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(() => {
      throw new TypeError('Failed to fetch');
    });
    await signIn('ama@example.org', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in service could not be reached. Please check your connection and try again.',
    );
  });

  it('opens the forgot-password view', async () => {
    const onForgot = show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgot).toHaveBeenCalledOnce();
  });
});
