import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  ok,
  provideTestClient,
  transactionRow,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { PaymentHistory } from './PaymentHistory';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

/** The history's reads wait for the test, which answers them one by one. */
function controlledHistory() {
  const pending: Array<(answer: FakeResult) => void> = [];
  fake = createFakeSupabase({ table: () => new Promise((resolve) => pending.push(resolve)) });
  return async (answer: FakeResult) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()?.(answer);
  };
}

const region = () => screen.getByRole('region', { name: 'Payment history' });

describe('PaymentHistory', () => {
  it('shows loading, then the error with Retry, then empty, then the rows', async () => {
    const answer = controlledHistory();
    const { queryClient } = await renderPage(<PaymentHistory userId="user-1" />);
    expect(within(region()).getByRole('status')).toBeTruthy();

    await answer({ data: null, error: { message: 'down' } });
    const retry = await within(region()).findByRole('button', { name: 'Retry' });
    expect(within(region()).getByRole('alert').textContent).toContain(
      'We could not load your payment history.',
    );

    await userEvent.click(retry);
    expect(await within(region()).findByRole('status')).toBeTruthy();
    await answer(ok([]));
    expect(await within(region()).findByText('No payments yet.')).toBeTruthy();

    void queryClient.invalidateQueries();
    await answer(ok([transactionRow({ amount_cents: 50000, status: 'success' })]));
    const rows = await within(region()).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateAmountStatus',
      '10 January 2026GHS 500.00Successful',
    ]);
  });
});
