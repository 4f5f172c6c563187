import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  functionHttpError,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentCallbackPage from './PaymentCallbackPage';

let fake: FakeSupabase;
const refreshAccess = vi.fn(() => Promise.resolve());
provideTestClient(() => fake.client);
vi.mock('@csan/shared-auth', async (original) => ({
  ...(await original<typeof import('@csan/shared-auth')>()),
  refreshAccess: () => refreshAccess(),
}));

/** The member's transaction as the facts query reads it (RLS: their own only). */
const PAID = {
  reference: 'csan_abc',
  amount_cents: 260000,
  currency: 'GHS',
  updated_at: '2026-11-27T10:00:00Z',
  subscriptions: { tier: 'Corporate', team_size: 7, next_billing_date: '2027-11-27T10:00:00Z' },
};

function backend(
  verify: (name: string, body: unknown) => FakeResult | Promise<FakeResult>,
  transaction: unknown = null,
) {
  fake = createFakeSupabase({
    functions: (name, body) => verify(name, body),
    table: () => ok(transaction),
  });
}

const open = (query: string) =>
  renderPage(PaymentCallbackPage, { path: '/payment-callback', url: `/payment-callback${query}` });

afterEach(() => {
  cleanup();
  refreshAccess.mockClear();
  vi.useRealTimers();
});

describe('/payment-callback', () => {
  it('verifies the reference once (even under StrictMode), then shows success', async () => {
    let answer: (value: FakeResult) => void = () => {};
    backend(() => new Promise((resolve) => (answer = resolve)));
    setViewer({ id: 'user-1' });
    await open('?trxref=csan_abc&reference=csan_abc');
    expect(await screen.findByRole('heading', { name: 'Processing Payment' })).toBeTruthy();
    answer(ok({ success: true }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Payment successful! Your subscription is now active')).toBeTruthy();
    // The live region is the message alone (one element, its text replaced), not the
    // heading and the link.
    expect(screen.getByRole('status').textContent).toBe(
      'Payment successful! Your subscription is now active',
    );
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
    setViewer({ id: 'user-1' });
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
    setViewer({ id: 'user-1' });
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
    setViewer({ id: 'user-1' });
    await open('?reference=csan_declined');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Payment verification failed. Please contact support.')).toBeTruthy();
  });

  it('offers to try the same order again when the payment was not completed', async () => {
    backend(() => ok({ success: false }));
    setViewer({ id: 'user-1' });
    await open('?tier=Corporate&team=3&trxref=csan_d&reference=csan_d');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/checkout?tier=Corporate&team=3',
    );
  });

  it('shows a declined payment as declined (nothing charged), with Try Again, not as a failure to contact support about', async () => {
    backend(() =>
      ok({ success: false, message: 'The payment was declined', code: 'payment_declined' }),
    );
    setViewer({ id: 'user-1' });
    await open('?tier=Student&team=1&trxref=csan_d&reference=csan_d');
    expect(await screen.findByRole('heading', { name: 'Payment Declined' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/declined, so nothing was charged/);
    expect(screen.queryByText(/contact support/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/checkout?tier=Student',
    );
  });

  it('after a successful payment lists its facts: amount, reference, tier, team size, period', async () => {
    backend(() => ok({ success: true }), PAID);
    setViewer({ id: 'user-1' });
    await open('?tier=Corporate&team=7&trxref=csan_abc&reference=csan_abc');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    const facts = await screen.findByLabelText('Payment details');
    const pairs = [...facts.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Amount paid', 'GHS 2,600.00'],
      ['Reference', 'csan_abc'],
      ['Membership', 'Corporate'],
      ['Team size', '7'],
      ['Period', '27 November 2026 – 27 November 2027'],
    ]);
    const read = fake.tableCalls.find((call) => call.table === 'transactions');
    expect(read?.filters).toContainEqual(['eq', 'reference', 'csan_abc']);
  });

  it('without a session: no failure, a sign-in that returns to this result, nothing verified', async () => {
    backend(() => ok({ success: true }));
    setViewer('signed-out');
    await open('?tier=Student&team=1&trxref=csan_s&reference=csan_s');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your payment result' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).toBeNull();
    const next = '/payment-callback?tier=Student&team=1&trxref=csan_s&reference=csan_s';
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(next)}`,
    );
    expect(fake.functionCalls).toEqual([]);
  });

  it('a session that ended on the way is a sign-in request, not a failed payment', async () => {
    backend(() =>
      functionHttpError(401, { error: 'Please sign in to continue', code: 'sign_in_required' }),
    );
    setViewer({ id: 'user-1' });
    await open('?reference=csan_x');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your payment result' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).toBeNull();
  });

  it('translates the server reason by its code, with Retry; no Retry for a bad reference', async () => {
    backend(() =>
      functionHttpError(502, {
        error: 'Could not reach the payment provider. Please try again.',
        code: 'payment_provider_unreachable',
      }),
    );
    setViewer({ id: 'user-1' });
    await open('?reference=csan_down');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Could not reach the payment provider. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();

    await open('?status=success');
    expect(await screen.findByText('Invalid payment reference')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('stops waiting after 30 s with Retry, which verifies again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    // The first call never answers; the second does.
    backend(() => {
      calls += 1;
      return calls === 1 ? new Promise<FakeResult>(() => {}) : ok({ success: true });
    });
    setViewer({ id: 'user-1' });
    await open('?reference=csan_slow');
    expect(await screen.findByRole('heading', { name: 'Processing Payment' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('heading', { name: 'Processing Payment' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_500));

    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Payment verification is taking longer than expected. Please try again.',
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(fake.functionCalls).toEqual([
      { name: 'verify-payment', body: { reference: 'csan_slow' } },
      { name: 'verify-payment', body: { reference: 'csan_slow' } },
    ]);
  });

  it('shows the server message when verification fails, else a generic one', async () => {
    backend(() => functionHttpError(404, { error: 'Unknown payment reference' }));
    setViewer({ id: 'user-1' });
    await open('?reference=csan_nope');
    expect(await screen.findByText('Unknown payment reference')).toBeTruthy();
    cleanup();

    backend(() => functionHttpError(500, 'oops'));
    await open('?reference=csan_nope');
    expect(await screen.findByText('Payment verification failed.')).toBeTruthy();
  });
});

describe('/payment-callback for mobile money', () => {
  const PENDING = {
    success: false,
    message: 'Waiting for you to approve the payment on your phone',
    code: 'payment_pending',
  };

  it('waits for the phone, asks again only after 10 s, and never shows success before it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [ok(PENDING), ok(PENDING), ok({ success: true, code: 'payment_success' })];
    backend(() => answers.shift() ?? ok(PENDING));
    setViewer({ id: 'user-1' });
    await open('?reference=csan_m&tier=Student&team=1&method=mobile_money');
    expect(
      await screen.findByRole('heading', { name: 'Waiting for approval on your phone' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/enter your mobile money PIN/);
    expect(screen.getByText(/Still waiting for your approval \(checked at/)).toBeTruthy();
    expect(fake.functionCalls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(fake.functionCalls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(fake.functionCalls).toHaveLength(2);
    // Still pending: still waiting (no 'Processing' flash, no success).
    expect(
      screen.getByRole('heading', { name: 'Waiting for approval on your phone' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    // Settled: no more asking.
    expect(fake.functionCalls).toHaveLength(3);
  });

  it('a card payment still in progress is shown as processing (no phone), and asked again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [ok(PENDING), ok({ success: true, code: 'payment_success' })];
    backend(() => answers.shift() ?? ok(PENDING));
    setViewer({ id: 'user-1' });
    await open('?trxref=csan_c&reference=csan_c');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { name: 'Processing Payment' })).toBeTruthy();
    expect(screen.queryByText(/phone/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  });

  it('a request the phone never approved ends as timed out, nothing charged, with Try Again', async () => {
    backend(() =>
      ok({
        success: false,
        message: 'The approval on your phone timed out',
        code: 'payment_timed_out',
      }),
    );
    setViewer({ id: 'user-1' });
    await open('?reference=csan_t&tier=Professional&team=1&method=mobile_money');
    expect(await screen.findByRole('heading', { name: 'No Approval Received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/timed out .* nothing was charged/);
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/checkout?tier=Professional',
    );
  });

  it("takes the network's OTP first: a malformed or refused one is said so, an accepted one waits for the phone", async () => {
    backend((name: string, body: unknown) => {
      if (name === 'verify-payment') return ok(PENDING);
      return (body as { otp: string }).otp === '123456'
        ? ok({ step: 'pending' })
        : functionHttpError(400, {
            error: 'The code was not accepted. Check it and try again.',
            code: 'payment_otp_invalid',
          });
    });
    setViewer({ id: 'user-1' });
    await open('?reference=csan_o&method=mobile_money&step=send_otp');
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your network' }),
    ).toBeTruthy();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /One-time code/ });
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(
      await screen.findByText('Enter the 4 to 8 digits of the code from the SMS'),
    ).toBeTruthy();
    await user.clear(input);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(
      await screen.findByText('The code was not accepted. Check it and try again.'),
    ).toBeTruthy();
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(
      await screen.findByRole('heading', { name: 'Waiting for approval on your phone' }),
    ).toBeTruthy();
    expect(fake.functionCalls.filter((call) => call.name === 'submit-payment-otp')).toEqual([
      { name: 'submit-payment-otp', body: { reference: 'csan_o', otp: '000000' } },
      { name: 'submit-payment-otp', body: { reference: 'csan_o', otp: '123456' } },
    ]);
  });
});
