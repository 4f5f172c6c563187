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
import { SignupForm } from './SignupForm';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const INVITED = 'invited@example.org';

async function show(signUp?: () => FakeResult) {
  fake = createFakeSupabase({
    signUp,
    rpc: (name) => ({ data: name === 'start_invitation_signup' ? true : null, error: null }),
  });
  await renderPage(
    <SignupForm token="tok-1" invitedEmail={INVITED} siteUrl="https://portal.example" />,
    { path: '/login', strict: false },
  );
}

const fullName = () => screen.getByRole('textbox', { name: /Full name/ });
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fill(name: string, secret: string) {
  const user = userEvent.setup();
  await user.clear(fullName());
  if (name) await user.type(fullName(), name);
  await user.clear(password());
  if (secret) await user.type(password(), secret);
  await user.click(submit());
  return user;
}

describe('sign-up by invitation', () => {
  it('welcomes the invited visitor and locks the e-mail to the invited address', async () => {
    await show();
    expect(screen.getByText('Welcome! Please complete your registration.')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue(INVITED);
    expect(email).toHaveAttribute('readonly');
  });

  it.each([
    ['Short1', 'Password must be at least 8 characters'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['NoNumbersHere', 'Password must contain at least one number'],
  ])('refuses the password %s: %s', async (secret, message) => {
    await show();
    await fill('Ama Mensah', secret);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(message);
    expect(fake.authCalls).toEqual([]);
    expect(fake.rpcCalls).toEqual([]);
  });

  it.each([
    [' A ', 'Name must be at least 2 characters'],
    ['A'.repeat(101), 'Name too long'],
  ])('refuses the full name %j: %s', async (name, message) => {
    await show();
    await fill(name, 'Secret123');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fullName()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.authCalls).toEqual([]);
  });

  it("signs up the invited address, then 'Account created successfully!'", async () => {
    await show();
    await fill('  Ama Mensah ', 'Secret123');
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({ title: 'Account created successfully!' }),
    );
    expect(fake.authCalls).toEqual([
      {
        method: 'signUp',
        args: [
          expect.objectContaining({
            email: INVITED,
            password: 'Secret123',
            options: expect.objectContaining({
              emailRedirectTo: 'https://portal.example/',
              data: expect.objectContaining({ full_name: 'Ama Mensah' }),
            }),
          }),
        ],
      },
    ]);
  });

  it("an address already registered: 'This email is already registered. Please log in instead.'", async () => {
    await show(() => ({
      data: null,
      error: { message: 'User already registered', code: 'user_already_exists' },
    }));
    await fill('Ama Mensah', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please log in instead.',
    );
    expect(toaster.success).not.toHaveBeenCalled();
  });

  it("any other failure: 'Failed to create account. Please try again.'", async () => {
    await show(() => ({ data: null, error: { message: 'Database error saving new user' } }));
    await fill('Ama Mensah', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create account. Please try again.',
    );
  });

  it('a call that throws is the same failure', async () => {
    await show(() => {
      throw new TypeError('Failed to fetch');
    });
    await fill('Ama Mensah', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create account. Please try again.',
    );
  });
});
