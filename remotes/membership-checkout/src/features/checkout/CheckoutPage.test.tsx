import '@testing-library/jest-dom/vitest';
import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  functionHttpError,
  ok,
  provideTestClient,
  setViewer,
  subscriptionRow,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCode, quoteAnswer } from '../../test/fake-quote';
import { PRICING_ROWS } from '../../test/fixtures';
import CheckoutPage from './CheckoutPage';

let fake: FakeSupabase;
const redirectTo = vi.fn();
provideTestClient(() => fake.client);
provideTestClient(() => fake.client);
vi.mock('../../lib/redirect', () => ({ redirectTo: (url: string) => redirectTo(url) }));

type Options = {
  pricing?: FakeResult;
  /** The member's current subscription (the one row the page asks for). */
  subscription?: FakeResult;
  /** Codes the fake quote-order knows (besides WELCOME10, CORP500, FREEPASS, EXPIRED20). */
  codes?: Record<string, FakeCode>;
  /** Answers quote-order differently (a failure, a refusal) when it returns one. */
  quote?: (body: Record<string, unknown>) => FakeResult | undefined;
  functions?: (name: string, body: unknown) => FakeResult;
};

function backend(options: Options = {}) {
  fake = createFakeSupabase({
    table: (call) =>
      call.table === 'subscriptions'
        ? (options.subscription ?? ok(null))
        : (options.pricing ?? ok(PRICING_ROWS)),
    functions: (name, body) => {
      if (name === 'quote-order') {
        const input = body as Record<string, unknown>;
        return options.quote?.(input) ?? ok(quoteAnswer(input, options.codes));
      }
      return options.functions?.(name, body) ?? ok(null);
    },
  });
}

/** The calls of one function, in order. */
const callsOf = (name: string) =>
  fake.functionCalls.filter((call) => call.name === name).map((call) => call.body);

const open = (url: string) => renderPage(CheckoutPage, { path: '/checkout', url });
const location = () => screen.findByTestId('location').then((el) => el.textContent);
const summary = () => screen.getByRole('region', { name: 'Order summary' });
const total = () => within(summary()).getByText('Total').nextElementSibling?.textContent;

beforeEach(() => {
  redirectTo.mockReset();
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  vi.spyOn(toaster, 'create');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/checkout redirects', () => {
  it('sends a missing or unknown tier back to /membership', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout');
    expect(await location()).toBe('/membership');
    cleanup();
    await open('/checkout?tier=Gold');
    expect(await location()).toBe('/membership');
  });

  it('sends a signed-out visitor to /login, naming this checkout (plan and code) to come back to', async () => {
    backend();
    setViewer('signed-out');
    await open('/checkout?tier=Professional&code=WELCOME10');
    expect(await location()).toBe(
      `/login?next=${encodeURIComponent('/checkout?tier=Professional&code=WELCOME10')}`,
    );
  });

  it('tells an admin they have free access and goes back to /membership', async () => {
    backend();
    setViewer({ id: 'admin-1', isAdmin: true });
    await open('/checkout?tier=Corporate');
    expect(await location()).toBe('/membership');
    expect(toaster.create).toHaveBeenCalledTimes(1);
    expect(toaster.create).toHaveBeenCalledWith({
      title: 'Admins have free access to all features',
      type: 'info',
    });
  });

  it('says Failed to load pricing and goes back when prices cannot be read', async () => {
    backend({ pricing: { data: null, error: { message: 'down' } } });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    expect(await location()).toBe('/membership');
    expect(toaster.create).toHaveBeenCalledWith({ title: 'Failed to load pricing', type: 'error' });
  });
});

describe('/checkout from another tier', () => {
  const active = (tier: string, next: string) =>
    ok(subscriptionRow({ tier, amount_cents: 50000, next_billing_date: next }));

  it('warns that the running membership is replaced and its time not carried over', async () => {
    backend({ subscription: active('Professional', '2099-03-01T00:00:00Z') });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    expect(await screen.findByText('You have an active Professional membership')).toBeTruthy();
    expect(
      screen.getByText(
        'It runs until 1 March 2099. A Corporate membership starts today and replaces it: the time left on your Professional membership is not carried over or refunded.',
      ),
    ).toBeTruthy();
  });

  it('says nothing for a renewal of the same tier, or when the old one has run out', async () => {
    backend({ subscription: active('Corporate', '2099-03-01T00:00:00Z') });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    await screen.findByRole('heading', { name: 'Complete Your Purchase' });
    await waitFor(() => expect(fake.tableCalls.map((c) => c.table)).toContain('subscriptions'));
    expect(screen.queryByText(/You have an active/)).toBeNull();
    cleanup();

    backend({ subscription: active('Professional', '2020-03-01T00:00:00Z') });
    await open('/checkout?tier=Corporate');
    await screen.findByRole('heading', { name: 'Complete Your Purchase' });
    await waitFor(() => expect(fake.tableCalls.map((c) => c.table)).toContain('subscriptions'));
    expect(screen.queryByText(/You have an active/)).toBeNull();
  });
});

describe('/checkout order: the server quote', () => {
  it('shows the quote of a Corporate team: default 5, then 8 = base + 3 × per-extra', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    expect(await screen.findByRole('heading', { name: 'Complete Your Purchase' })).toBeTruthy();
    const teamSize = await screen.findByRole('spinbutton', { name: /Team size/ });
    expect((teamSize as HTMLInputElement).value).toBe('5');
    await waitFor(() => expect(total()).toBe('GHS 2,000.00'));

    const user = userEvent.setup();
    await user.clear(teamSize);
    await user.type(teamSize, '8');
    await waitFor(() => expect(total()).toBe('GHS 2,900.00'));
    expect(within(summary()).getByText('Extra members (3 × GHS 300.00)')).toBeTruthy();
    expect(callsOf('quote-order')).toContainEqual({
      tier: 'Corporate',
      teamSize: 8,
      discountCode: null,
    });
    // A <dl> holds only its term/definition groups (no separator or other element between).
    const groups = [...(summary().querySelector('dl')?.children ?? [])];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.tagName).toBe('DIV');
      expect(group.getAttribute('role')).toBeNull();
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
  });

  it('shows a loading state until the first quote, and an error with Retry when it fails', async () => {
    let failing = true;
    backend({
      quote: () =>
        failing ? functionHttpError(403, { error: 'x', code: 'mfa_required' }) : undefined,
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    expect(await screen.findByText('Pricing your order…')).toBeTruthy();
    expect(await screen.findByText('We could not price your order.')).toBeTruthy();
    expect(
      screen.getByText('Verify your authenticator code (MFA) in this session to continue'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty(
      'disabled',
      true,
    );
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(total()).toBe('GHS 500.00'));
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('starts a Corporate renewal from the team size it carries (&team=), a bad one from 5', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate&team=8');
    const teamSize = await screen.findByRole('spinbutton', { name: /Team size/ });
    expect((teamSize as HTMLInputElement).value).toBe('8');
    await waitFor(() => expect(total()).toBe('GHS 2,900.00'));
    cleanup();

    for (const team of ['3', '8.5', 'lots']) {
      await open(`/checkout?tier=Corporate&team=${team}`);
      const field = await screen.findByRole('spinbutton', { name: /Team size/ });
      expect((field as HTMLInputElement).value).toBe('5');
      await waitFor(() => expect(total()).toBe('GHS 2,000.00'));
      cleanup();
    }
  });

  it('refuses a team below the minimum with a clear message and no payment', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    const teamSize = await screen.findByRole('spinbutton', { name: /Team size/ });
    await waitFor(() => expect(total()).toBe('GHS 2,000.00'));
    const user = userEvent.setup();
    await user.clear(teamSize);
    await user.type(teamSize, '3');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Team size must be at least 5')).toBeTruthy();
    expect(teamSize.getAttribute('aria-invalid')).toBe('true');
    expect(teamSize).toHaveAccessibleDescription('Team size must be at least 5');
    expect(callsOf('initialize-payment')).toEqual([]);
  });

  it('applies a code only once the server quotes it, upper-cased, and shows its message', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    const code = await screen.findByRole('textbox', { name: 'Discount code' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);

    const user = userEvent.setup();
    await user.type(code, 'welcome10');
    expect((code as HTMLInputElement).value).toBe('WELCOME10');
    await waitFor(() => expect(total()).toBe('GHS 500.00'));
    await user.click(apply);

    expect(await screen.findByText('Discount code applied')).toBeTruthy();
    expect(callsOf('quote-order').at(-1)).toEqual({
      tier: 'Professional',
      teamSize: 1,
      discountCode: 'WELCOME10',
    });
    // The page asks the quote; it never asks validate-discount-code for an amount.
    expect(callsOf('validate-discount-code')).toEqual([]);
    expect(total()).toBe('GHS 450.00');
  });

  it('applies the code with Enter from the keyboard instead of submitting the order', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Discount code' }),
      'welcome10{Enter}',
    );
    expect(await screen.findByText('Discount code applied')).toBeTruthy();
    expect(callsOf('initialize-payment')).toEqual([]);
  });

  it("shows a code's refusal and prices without it; a failed quote says Failed to validate code", async () => {
    let fail = false;
    backend({
      quote: (body) =>
        fail && body.discountCode ? functionHttpError(502, 'Bad gateway') : undefined,
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Discount code' });
    await user.type(code, 'EXPIRED20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code has expired')).toBeTruthy();
    expect(code).toHaveAccessibleDescription('This discount code has expired');
    expect(total()).toBe('GHS 500.00');
    expect(within(summary()).queryByText(/Discount \(/)).toBeNull();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to validate code')).toBeTruthy();
  });

  it('shows the server reason by its code in the reader’s language, following a switch', async () => {
    backend({
      codes: {
        BIGSPEND: {
          refusal: {
            message: 'A minimum purchase of GHS 1000.00 is required for this code',
            code: 'discount_min_purchase',
            params: { min_purchase_cents: 100000 },
          },
        },
      },
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'BIGSPEND');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('A minimum purchase of GHS 1,000.00 is required for this code'),
    ).toBeTruthy();

    await act(() => i18next.changeLanguage('fr'));
    expect(
      await screen.findByText(/^Un achat minimum de GHS 1\s000,00 est requis pour ce code$/),
    ).toBeTruthy();
    await act(() => i18next.changeLanguage('en'));
  });

  it('asks again when the team size changes with a code applied: the discount follows (issue 25: 2,700 shown, 2,610 charged)', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toBe('GHS 1,800.00'));
    const teamSize = screen.getByRole('spinbutton', { name: /Team size/ });
    await user.clear(teamSize);
    await user.type(teamSize, '8');
    await waitFor(() => expect(total()).toBe('GHS 2,610.00'));
    expect(
      within(summary()).getByText('Discount (WELCOME10)').nextElementSibling?.textContent,
    ).toBe('− GHS 290.00');
    expect(callsOf('quote-order').at(-1)).toEqual({
      tier: 'Corporate',
      teamSize: 8,
      discountCode: 'WELCOME10',
    });
  });

  it('shows FREE Membership at 100% (and says Activate membership) and the N% message from 75%', async () => {
    backend({ codes: { EIGHTY: { percent: 80 } } });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Discount code' });
    await user.type(code, 'FREEPASS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('FREE Membership')).toBeTruthy();
    expect(total()).toBe('GHS 0.00');
    expect(screen.getByRole('button', { name: 'Activate membership' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();

    await user.clear(code);
    await user.type(code, 'EIGHTY');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("You're getting a 80% discount")).toBeTruthy();
    expect(screen.queryByText('FREE Membership')).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();
  });

  it('says why an order below the seats in use cannot be placed, and offers no payment', async () => {
    backend({
      quote: (body) =>
        ok({
          ...quoteAnswer(body),
          seats_used: 6,
          refusal: {
            message:
              'Your teams use 6 seats: choose a team size of at least 6 or remove people from your teams first',
            code: 'team_size_below_seats',
            params: { used: 6 },
          },
        }),
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    expect(
      await screen.findByText(
        'Your teams use 6 seats: choose a team size of at least 6 or remove people from your teams first',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('/checkout payment', () => {
  it('redirects to the provider with the quoted order and its total', async () => {
    backend({
      functions: (name) =>
        name === 'initialize-payment'
          ? ok({ authorization_url: 'https://checkout.example/pay/abc' })
          : ok(null),
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    const user = userEvent.setup();
    const teamSize = await screen.findByRole('spinbutton', { name: /Team size/ });
    await user.clear(teamSize);
    await user.type(teamSize, '8');
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Discount code applied');
    await waitFor(() => expect(total()).toBe('GHS 2,610.00'));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('https://checkout.example/pay/abc'),
    );
    expect(callsOf('initialize-payment')).toEqual([
      { tier: 'Corporate', teamSize: 8, discountCode: 'WELCOME10', expectedTotalCents: 261000 },
    ]);
    // Busy until the browser leaves: a second click cannot start a second payment.
    expect(screen.getByRole('button', { name: /Redirecting/ })).toHaveProperty('disabled', true);
  });

  it('sends teamSize 1 for other tiers, and leaves out a code the server did not apply', async () => {
    backend({
      functions: () => ok({ authorization_url: 'https://checkout.example/pay/s' }),
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Student');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'EXPIRED20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('This discount code has expired');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(callsOf('initialize-payment')).toEqual([
      { tier: 'Student', teamSize: 1, discountCode: null, expectedTotalCents: 20000 },
    ]);
  });

  it('pays by mobile money: network and a Ghana number required, then the phone waits on the result page', async () => {
    backend({
      functions: (name) =>
        name === 'initialize-payment'
          ? ok({
              free_order: false,
              channel: 'mobile_money',
              reference: 'csan-m1',
              step: 'send_otp',
            })
          : ok(null),
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Student');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Mobile Money/ }));
    // Renewal is by reminder, and the page says so before the member pays.
    expect(screen.getByText(/cannot be charged automatically/)).toBeTruthy();
    const phone = screen.getByRole('textbox', { name: /Mobile money number/ });
    await user.type(phone, '0301234567');
    const send = screen.getByRole('button', { name: 'Send the payment request to my phone' });
    await user.click(send);
    expect(await screen.findByText('Choose your mobile money network')).toBeTruthy();
    expect(screen.getByText('Enter a Ghana mobile number, like 024 123 4567')).toBeTruthy();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('initialize-payment')).toEqual([]);

    await user.selectOptions(
      screen.getByRole('combobox', { name: /Mobile money network/ }),
      'Telecel Cash',
    );
    await user.clear(phone);
    await user.type(phone, '+233 20 123 4567');
    await user.click(send);
    expect(await location()).toBe(
      '/payment-callback?reference=csan-m1&tier=Student&team=1&method=mobile_money&step=send_otp',
    );
    expect(callsOf('initialize-payment')).toEqual([
      {
        tier: 'Student',
        teamSize: 1,
        discountCode: null,
        expectedTotalCents: 20000,
        mobileMoney: { provider: 'vod', phone: '0201234567' },
      },
    ]);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('a free quote activates: Activate membership, straight to success, no provider', async () => {
    backend({ functions: () => ok({ free_order: true, subscription_id: 'sub-9' }) });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Student');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'FREEPASS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Activate membership' }));
    expect(await location()).toBe('/payment-callback?status=free&ref=sub-9');
    expect(callsOf('initialize-payment')).toEqual([
      { tier: 'Student', teamSize: 1, discountCode: 'FREEPASS', expectedTotalCents: 0 },
    ]);
    expect(toaster.success).toHaveBeenCalledWith({
      title: 'Membership activated! 100% discount applied.',
    });
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says Failed to initialize payment (with the server reason) and lets the member retry', async () => {
    backend({
      functions: () =>
        functionHttpError(400, {
          error: 'This discount code is not valid for the Student tier',
          code: 'discount_wrong_tier',
          params: { tier: 'Corporate' },
        }),
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    const user = userEvent.setup();
    await waitFor(() => expect(total()).toBe('GHS 500.00'));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Failed to initialize payment',
        // Built from the code and its params (here deliberately another tier than the text's).
        description: 'This discount code is not valid for the Corporate tier',
      }),
    );
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('a total the server no longer gives is refused with the new total, and the quote asked again', async () => {
    backend({
      functions: () =>
        functionHttpError(409, {
          error: 'The total is now GHS 450.00: review your order before paying',
          code: 'total_changed',
          params: { total_cents: 45000 },
        }),
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Professional');
    const user = userEvent.setup();
    await waitFor(() => expect(total()).toBe('GHS 500.00'));
    const quotes = callsOf('quote-order').length;
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Failed to initialize payment',
        description: 'The total is now GHS 450.00: review your order before paying',
      }),
    );
    await waitFor(() => expect(callsOf('quote-order').length).toBeGreaterThan(quotes));
  });

  it('gives no second line when the provider failed (the title says it all)', async () => {
    backend({
      functions: () =>
        functionHttpError(502, {
          error: 'Failed to initialize payment',
          code: 'payment_init_failed',
        }),
    });
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Student');
    const user = userEvent.setup();
    await waitFor(() => expect(total()).toBe('GHS 200.00'));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Failed to initialize payment',
        description: undefined,
      }),
    );
  });

  it('announces only the total, not the whole summary', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await open('/checkout?tier=Corporate');
    await screen.findByRole('spinbutton', { name: /Team size/ });
    await waitFor(() => expect(total()).toBe('GHS 2,000.00'));
    const live = summary().querySelectorAll('[aria-live]');
    expect(live).toHaveLength(1);
    expect(live[0]?.textContent).toBe('TotalGHS 2,000.00');
    expect(live[0]?.getAttribute('aria-atomic')).toBe('true');
  });
});
