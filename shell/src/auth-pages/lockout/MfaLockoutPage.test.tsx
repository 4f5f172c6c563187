import {
  createFakeSupabase,
  type FakeSupabase,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MfaLockoutPage from './MfaLockoutPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

beforeEach(() => {
  fake = createFakeSupabase();
  vi.spyOn(toaster, 'error');
});
afterEach(() => vi.restoreAllMocks());

describe('/mfa-lockout', () => {
  it('signed out: the Request Account Access form, preset to locked_out, and a way to sign in', async () => {
    setViewer('signed-out');
    await renderPage(<MfaLockoutPage />, { path: '/mfa-lockout', strict: false });
    expect(screen.getByRole('heading', { name: 'Request Account Access' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Request type/ })).toHaveValue('locked_out');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmfa-lockout',
    );

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'I am locked out');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'User not found. Please log in.' }),
    );
    expect(fake.tableCalls).toEqual([]);
  });

  it('signed in: the same form, without the sign-in note', async () => {
    setViewer({ id: 'u-locked' });
    await renderPage(<MfaLockoutPage />, { path: '/mfa-lockout', strict: false });
    expect(screen.getByRole('combobox', { name: /Request type/ })).toHaveValue('locked_out');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
