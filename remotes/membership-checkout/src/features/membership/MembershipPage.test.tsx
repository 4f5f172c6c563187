import type { Tables } from '@csan/shared-auth';
import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
  transactionRow,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inDays, PRICING_ROWS, subscription } from '../../test/fixtures';
import MembershipPage from './MembershipPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

type Options = {
  subscription?: () => FakeResult;
  transactions?: Tables<'transactions'>[];
  cancel?: (call: TableCall) => FakeResult;
};

function backend(options: Options = {}) {
  fake = createFakeSupabase({
    table: (call) => {
      if (call.table === 'membership_pricing') return ok(PRICING_ROWS);
      if (call.table === 'transactions') return ok(options.transactions ?? []);
      if (call.table === 'subscriptions' && call.op === 'update') {
        return options.cancel?.(call) ?? ok([{ id: 'sub-1' }]);
      }
      if (call.table === 'subscriptions') return options.subscription?.() ?? ok(null);
      throw new Error(`unexpected table ${call.table}`);
    },
  });
}

const show = () => renderPage(MembershipPage, { path: '/membership', url: '/membership' });

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/membership for a visitor', () => {
  it('lists the tiers in rank order with yearly prices and Sign In to Subscribe', async () => {
    backend();
    setViewer('signed-out');
    await show();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Student',
      'Professional',
      'Corporate',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('GHS 200.00')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('from GHS 2,000.00')).toBeTruthy();
    // Signing in goes on to that tier's checkout: the chosen plan is kept (issue 26 item 2).
    const hrefs = screen
      .getAllByRole('link', { name: 'Sign In to Subscribe' })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      ['Student', 'Professional', 'Corporate'].map(
        (tier) => `/login?next=${encodeURIComponent(`/checkout?tier=${tier}`)}`,
      ),
    );
    expect(fake.tableCalls.some((c) => c.table === 'subscriptions')).toBe(false);
  });

  it('says membership is by invitation, lists the steps and leads to the waitlist form first', async () => {
    backend();
    setViewer('signed-out');
    await show();
    const join = await screen.findByRole('region', { name: 'How to join' });
    expect(join.textContent).toContain('Membership is by invitation.');
    expect(within(join).getAllByRole('listitem')).toHaveLength(4);
    expect(within(join).getByRole('link', { name: 'Join the waitlist' }).getAttribute('href')).toBe(
      '/login?tab=waitlist',
    );
    // Before the tiers: the way in comes first.
    const tiers = await screen.findByRole('region', { name: 'Membership tiers' });
    expect(join.compareDocumentPosition(tiers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('/membership for a member', () => {
  it('offers Subscribe → /checkout?tier= when there is no subscription', async () => {
    backend();
    setViewer({ id: 'user-1' });
    await show();
    const link = await screen.findByRole('link', { name: 'Subscribe to Corporate' });
    expect(link.getAttribute('href')).toBe('/checkout?tier=Corporate');
    expect(screen.queryByRole('region', { name: 'How to join' })).toBeNull();
    const read = fake.tableCalls.find((c) => c.table === 'subscriptions');
    expect(read?.filters).toEqual(
      expect.arrayContaining([
        ['eq', 'user_id', 'user-1'],
        ['in', 'status', ['active', 'expired']],
        ['limit', 1],
      ]),
    );
  });

  it('shows tier, Active status, amount, team size and the last payments', async () => {
    backend({
      subscription: () => ok(subscription()),
      transactions: [transactionRow({ amount_cents: 50000, status: 'success' })],
    });
    setViewer({ id: 'user-1' });
    await show();
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Professional')).toBeTruthy();
    const history = await screen.findByRole('table');
    expect(screen.getAllByText('GHS 500.00')).toHaveLength(2);
    expect(within(history).getByText('Successful')).toBeTruthy();
    expect(within(history).getByText('10 January 2026')).toBeTruthy();
    const read = fake.tableCalls.find((c) => c.table === 'transactions');
    expect(read?.filters).toContainEqual(['limit', 10]);
    expect(screen.queryByText('Renewal Reminder')).toBeNull();
    expect(screen.queryByText('Membership Expired')).toBeNull();
  });

  it.each([
    ['mobile_money', true],
    ['card', false],
    [null, false],
  ] as const)(
    'last payment by %s: the renews-by-reminder note is shown: %s',
    async (channel, shown) => {
      backend({
        subscription: () => ok(subscription()),
        // The newest row failed; the note follows the newest successful payment.
        transactions: [
          transactionRow({ id: 't2', status: 'failed', channel: null }),
          transactionRow({ id: 't1', status: 'success', channel }),
        ],
      });
      setViewer({ id: 'user-1' });
      await show();
      expect(await screen.findByRole('table')).toBeTruthy();
      const note = screen.queryByText(/does not renew by itself/);
      expect(Boolean(note)).toBe(shown);
      const read = fake.tableCalls.find((c) => c.table === 'transactions');
      expect(read?.columns).toContain('channel');
    },
  );

  it('shows (Free with discount) for a zero amount, in the status view and the history', async () => {
    backend({
      subscription: () => ok(subscription({ amount_cents: 0 })),
      transactions: [
        transactionRow({ id: 't2', amount_cents: 0, created_at: '2026-02-10T10:00:00Z' }),
        transactionRow({ id: 't1', amount_cents: 50000, status: 'failed' }),
      ],
    });
    setViewer({ id: 'user-1' });
    await show();
    const status = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(status).getByText('(Free with discount)')).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateAmountStatusReceipt',
      '10 February 2026(Free with discount)SuccessfulDownload receipt',
      '10 January 2026GHS 500.00Failed',
    ]);
  });

  it('cancels after the confirmation prompt, reads the subscription again, and hides the button', async () => {
    let cancelled = false;
    backend({
      subscription: () => ok(subscription({ cancel_at_period_end: cancelled })),
      cancel: () => {
        cancelled = true;
        return ok([{ id: 'sub-1' }]);
      },
    });
    setViewer({ id: 'user-1' });
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Cancel subscription? You will have access until the end of your billing period.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Expiring')).toBeTruthy();
    const update = fake.tableCalls.find((c) => c.op === 'update');
    expect(update?.payload).toEqual({ cancel_at_period_end: true });
    expect(update?.filters).toContainEqual(['eq', 'id', 'sub-1']);
    expect(toaster.success).toHaveBeenCalledWith({ title: 'Subscription cancelled' });
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('keeps the subscription when the prompt is dismissed, and reports a failed cancel', async () => {
    backend({
      subscription: () => ok(subscription()),
      cancel: () => ({ data: null, error: { message: 'denied' } }),
    });
    setViewer({ id: 'user-1' });
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.tableCalls.some((c) => c.op === 'update')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'Failed to cancel subscription' }),
    );
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('shows the Membership Expired banner with Renew Now and Renew Subscription, keeping the team size', async () => {
    backend({
      subscription: () => ok(subscription({ status: 'expired', tier: 'Corporate', team_size: 8 })),
    });
    setViewer({ id: 'user-1' });
    await show();
    expect(await screen.findByText('Membership Expired')).toBeTruthy();
    // A Corporate renewal carries the current team (checkout would otherwise start at 5).
    expect(screen.getByRole('link', { name: 'Renew Now' }).getAttribute('href')).toBe(
      '/checkout?tier=Corporate&team=8',
    );
    expect(screen.getByRole('link', { name: 'Renew Subscription' }).getAttribute('href')).toBe(
      '/checkout?tier=Corporate&team=8',
    );
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('8')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('shows the Renewal Reminder with Renew Early inside the 14-day window only', async () => {
    backend({ subscription: () => ok(subscription({ next_billing_date: inDays(10) })) });
    setViewer({ id: 'user-1' });
    await show();
    expect(await screen.findByText('Renewal Reminder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew Early' }).getAttribute('href')).toBe(
      '/checkout?tier=Professional',
    );
    cleanup();

    backend({
      subscription: () =>
        ok(subscription({ tier: 'Corporate', team_size: 12, next_billing_date: inDays(3) })),
    });
    await show();
    expect((await screen.findByRole('link', { name: 'Renew Early' })).getAttribute('href')).toBe(
      '/checkout?tier=Corporate&team=12',
    );
    cleanup();

    backend({ subscription: () => ok(subscription({ next_billing_date: inDays(15) })) });
    await show();
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByText('Renewal Reminder')).toBeNull();
  });

  it('shows an error with Retry when the subscription cannot be read', async () => {
    backend({ subscription: () => ({ data: null, error: { message: 'boom' } }) });
    setViewer({ id: 'user-1' });
    await show();
    expect(
      await screen.findByText('We could not load your membership. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/membership for an admin', () => {
  it('shows only the complimentary Corporate notice: no subscription, no payments', async () => {
    backend({ subscription: () => ok(subscription()) });
    setViewer({ id: 'admin-1', isAdmin: true });
    await show();
    expect(await screen.findByText('Complimentary Corporate Access')).toBeTruthy();
    expect(fake.tableCalls.map((c) => c.table)).toEqual([]);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
