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
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { PaymentHistory } from './PaymentHistory';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const saved: Array<{ name: string; type: string }> = [];
vi.mock('@csan/shared-ui/forms', async (original) => ({
  ...(await original<typeof import('@csan/shared-ui/forms')>()),
  downloadBlob: (blob: Blob, name: string) => saved.push({ name, type: blob.type }),
}));

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
      'DateAmountStatusReceipt',
      '10 January 2026GHS 500.00SuccessfulDownload receipt',
    ]);
  });

  it('downloads the receipt of a successful payment only, and says when it cannot', async () => {
    let answer: FakeResult = ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    fake = createFakeSupabase({
      table: () =>
        ok([
          transactionRow({ id: 'tx-1', reference: 'ref-1', status: 'success' }),
          transactionRow({ id: 'tx-2', reference: 'ref-2', status: 'failed' }),
        ]),
      functions: () => answer,
    });
    await renderPage(<PaymentHistory userId="user-1" />);
    const buttons = await screen.findAllByRole('button', { name: /Download receipt/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute('aria-label')).toBe(
      'Download receipt for the payment of 10 January 2026',
    );

    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'CSAN-receipt-ref-1.pdf', type: 'application/pdf' }]),
    );
    expect(fake.functionCalls).toEqual([{ name: 'payment-receipt', body: { reference: 'ref-1' } }]);

    answer = { data: null, error: { message: 'down' } };
    await userEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(saved).toHaveLength(1);
  });
});
