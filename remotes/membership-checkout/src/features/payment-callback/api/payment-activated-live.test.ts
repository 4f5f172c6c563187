import type { CsanClient } from '@csan/shared-auth';
import { provideTestClient } from '@csan/shared-auth/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const live = vi.hoisted(() => ({
  onChange: undefined as undefined | (() => void),
  enabled: undefined as boolean | undefined,
  status: 'pending',
}));

vi.mock('@csan/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@csan/shared-auth')>()),
  refreshAccess: vi.fn(async () => undefined),
  useLiveChanges: (options: { onChange: () => void; enabled?: boolean; tables: string[] }) => {
    expect(options.tables).toEqual(['subscriptions']);
    live.onChange = options.onChange;
    live.enabled = options.enabled;
    return 'live';
  },
}));

// The one read it makes, answered by a hand-made client through the one test seam.
provideTestClient(
  () =>
    ({
      from: (table: string) => ({
        select: () => ({
          eq: (column: string, value: string) => ({
            maybeSingle: async () => {
              expect([table, column, value]).toEqual([
                'subscriptions',
                'payment_reference',
                'ref-1',
              ]);
              return { data: { status: live.status }, error: null };
            },
          }),
        }),
      }),
    }) as unknown as CsanClient,
);

const { usePaymentActivated } = await import('./payment-activated-live');

beforeEach(() => {
  live.onChange = undefined;
  live.status = 'pending';
});

describe('usePaymentActivated', () => {
  it('turns true when a change to the member’s subscriptions shows this payment’s one active', async () => {
    const { result } = renderHook(() => usePaymentActivated('ref-1', true));
    expect(result.current).toBe(false);
    expect(live.enabled).toBe(true);
    // A change that leaves it pending (another row, or not yet paid) changes nothing.
    live.onChange?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
    live.status = 'active';
    live.onChange?.();
    await waitFor(() => expect(result.current).toBe(true));
    // Once active it stops watching.
    expect(live.enabled).toBe(false);
  });

  it('does not watch without a reference or a session', () => {
    renderHook(() => usePaymentActivated(null, true));
    expect(live.enabled).toBe(false);
    renderHook(() => usePaymentActivated('ref-1', false));
    expect(live.enabled).toBe(false);
  });
});
