import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  functionHttpError,
  ok,
} from '../../test/fake-supabase';
import { renderPage, signIn } from '../../test/render-page';
import PaymentCallbackPage from './PaymentCallbackPage';

let fake: FakeSupabase;
const refreshAccess = vi.fn(() => Promise.resolve());
vi.mock('../../lib/client', () => ({ supabaseClient: () => Promise.resolve(fake.client) }));
vi.mock('@csan/shared-auth', async (original) => ({
  ...(await original<typeof import('@csan/shared-auth')>()),
  refreshAccess: () => refreshAccess(),
}));

function backend(verify: () => FakeResult | Promise<FakeResult>) {
  fake = createFakeSupabase({ functions: () => verify() });
}

const open = (query: string) =>
  renderPage(PaymentCallbackPage, '/payment-callback', `/payment-callback${query}`);

afterEach(() => {
  cleanup();
  refreshAccess.mockClear();
});

describe('/payment-callback', () => {
  it('verifies the reference once (even under StrictMode), then shows success', async () => {
    let answer: (value: FakeResult) => void = () => {};
    backend(() => new Promise((resolve) => (answer = resolve)));
    signIn('user-1');
    await open('?trxref=csan_abc&reference=csan_abc');
    expect(await screen.findByRole('heading', { name: 'Processing Payment' })).toBeTruthy();
    answer(ok({ success: true }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Payment successful! Your subscription is now active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Membership' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(fake.functionCalls).toEqual([
      { name: 'verify-payment', body: { reference: 'csan_abc' } },
    ]);
    // The header and guards learn the new tier.
    expect(refreshAccess).toHaveBeenCalled();
  });

  it('shows Membership Activated! for a free order without calling verify', async () => {
    backend(() => ok({ success: true }));
    signIn('user-1');
    await open('?status=free&ref=sub-9');
    expect(await screen.findByRole('heading', { name: 'Membership Activated!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Membership activated! Your 100% discount has been applied. Welcome to CSAN!',
      ),
    ).toBeTruthy();
    expect(fake.functionCalls).toEqual([]);
    expect(refreshAccess).toHaveBeenCalled();
  });

  it('says Invalid payment reference without a reference', async () => {
    backend(() => ok({ success: true }));
    signIn('user-1');
    await open('?status=success');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Invalid payment reference')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Membership' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(fake.functionCalls).toEqual([]);
  });

  it('asks to contact support when the provider did not confirm the payment', async () => {
    backend(() => ok({ success: false }));
    signIn('user-1');
    await open('?reference=csan_declined');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Payment verification failed. Please contact support.')).toBeTruthy();
  });

  it('shows the server message when verification fails, else a generic one', async () => {
    backend(() => functionHttpError(404, { error: 'Unknown payment reference' }));
    signIn('user-1');
    await open('?reference=csan_nope');
    expect(await screen.findByText('Unknown payment reference')).toBeTruthy();
    cleanup();

    backend(() => functionHttpError(500, 'oops'));
    await open('?reference=csan_nope');
    expect(await screen.findByText('Payment verification failed.')).toBeTruthy();
  });
});
