import * as sharedAuth from '@csan/shared-auth';
import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
// The auth pages' texts, as the page's own chunk registers them.
import '../i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewer } from '../../guards/test-session';
import LoginPage from './LoginPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

type Options = {
  invitation?: () => FakeResult;
  signIn?: () => FakeResult;
};

async function show(url: string, options: Options = {}) {
  fake = createFakeSupabase({
    rpc: (name) =>
      name === 'get_invitation'
        ? (options.invitation?.() ?? { data: [], error: null })
        : { data: null, error: null },
    signInWithPassword: options.signIn,
  });
  await renderPage(<LoginPage />, { path: '/login', url: url, strict: false });
}

const location = () => screen.findByTestId('location');
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

beforeEach(() => setViewer('signed-out'));
afterEach(() => vi.restoreAllMocks());

describe('/login', () => {
  it('says sign-in is for internal users and offers Sign in (the tab says what the heading and button say) and Waitlist', async () => {
    await show('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/Sign-in is for internal users/)).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Sign in' });
    expect(tabs()).toEqual(['Sign in', 'Waitlist']);
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a valid invitation opens Signup with the welcome, and hides the waitlist', async () => {
    await show('/login?token=tok-1', {
      invitation: () => ({ data: [{ email: 'invited@example.org' }], error: null }),
    });
    expect(
      await screen.findByText('Welcome! Please complete your registration.'),
    ).toBeInTheDocument();
    expect(tabs()).toEqual(['Sign up', 'Sign in']);
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('invited@example.org');
    expect(fake.rpcCalls).toEqual([
      { name: 'get_invitation', args: { invitation_token: 'tok-1' } },
    ]);
  });

  it("an invalid invitation: 'Invalid or expired invitation link', no Signup tab", async () => {
    await show('/login?token=used', { invitation: () => ({ data: [], error: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired invitation link',
    );
    expect(tabs()).toEqual(['Sign in', 'Waitlist']);
  });

  it('a failed invitation check is not "invalid": the load-failed message with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: FakeResult = { data: null, error: { message: 'Failed to fetch' } };
    await show('/login?token=tok-1', { invitation: () => answer });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(
      'The sign-in service could not be reached. Please check your connection and try again.',
    );
    expect(screen.queryByText('Invalid or expired invitation link')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();

    answer = { data: [{ email: 'invited@example.org' }], error: null };
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Welcome! Please complete your registration.'),
    ).toBeInTheDocument();
    expect(fake.rpcCalls).toHaveLength(2);
  });

  it("'Back to login' returns focus to the login form's e-mail field", async () => {
    await show('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
  });
});

describe('/login?next= (the page that sent the visitor here)', () => {
  it('a password sign-in without MFA goes back to that page', async () => {
    await show('/login?next=%2Fmember-directory', {
      signIn: () => {
        setViewer({ tier: 'Student' });
        return { data: { session: null }, error: null };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ama@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await location()).toHaveTextContent('/member-directory');
  });

  it('a reset link of a user with MFA: the MFA step first, then /account', async () => {
    setViewer({ tier: 'Student', verifiedFactor: true, aal: 'aal1' });
    await show('/login?next=%2Faccount');
    expect(
      await screen.findByRole('heading', { name: 'Two-factor verification' }),
    ).toBeInTheDocument();
    act(() => setViewer({ tier: 'Student', verifiedFactor: true, aal: 'aal2' }));
    expect(await location()).toHaveTextContent('/account');
  });

  it.each([
    'https://evil.example/account',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
  ])('ignores %j and goes home', async (next) => {
    setViewer({ tier: 'Student' });
    await show(`/login?next=${encodeURIComponent(next)}`);
    expect(await location()).toHaveTextContent(/^\/$/);
  });

  it('without next, a signed-in visitor goes home', async () => {
    setViewer({ tier: 'Student' });
    await show('/login');
    expect(await location()).toHaveTextContent(/^\/$/);
  });
});

describe('/login while the MFA facts are unknown', () => {
  it('waits during the retries, then says it could not check, with Retry', async () => {
    setViewer({ tier: 'Student', mfaCheck: 'retrying' });
    await show('/login?next=%2Faccount');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    const retry = vi.spyOn(sharedAuth, 'refreshAccess').mockResolvedValue();
    act(() => setViewer({ tier: 'Student', mfaCheck: 'failed' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(
      "We could not check your account's security settings. Please check your connection and try again.",
    );
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    act(() => setViewer({ tier: 'Student', verifiedFactor: true, aal: 'aal1' }));
    expect(
      await screen.findByRole('heading', { name: 'Two-factor verification' }),
    ).toBeInTheDocument();
  });
});
