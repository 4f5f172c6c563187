import {
  createFakeSupabase,
  type FakeSupabase,
  ok,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { createTestQueryClient } from '@csan/shared-ui/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { subscriptionDetailQuery } from '../../../api/subscription-detail-query';
import { useSubscriptionCancelMutation } from './subscription-cancel-mutation';
import { transactionListQuery } from './transaction-list-query';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const reads = (table: string) =>
  fake.tableCalls.filter((call) => call.table === table && call.op === 'select').length;

describe('useSubscriptionCancelMutation', () => {
  it("reads the member's subscription again, and only that", async () => {
    let cancelled = false;
    fake = createFakeSupabase({
      table: (call) => {
        if (call.table === 'transactions') return ok([]);
        if (call.op === 'update') {
          cancelled = true;
          return ok([{ id: 'sub-1' }]);
        }
        return ok({ id: 'sub-1', cancel_at_period_end: cancelled });
      },
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        subscription: useQuery(subscriptionDetailQuery('user-1')),
        transactions: useQuery(transactionListQuery('user-1')),
        cancel: useSubscriptionCancelMutation('user-1'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.transactions.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.subscription.isSuccess).toBe(true));
    expect([reads('subscriptions'), reads('transactions')]).toEqual([1, 1]);

    await act(() => result.current.cancel.mutateAsync('sub-1'));

    await waitFor(() =>
      expect(result.current.subscription.data).toMatchObject({ cancel_at_period_end: true }),
    );
    expect([reads('subscriptions'), reads('transactions')]).toEqual([2, 1]);
  });
});
