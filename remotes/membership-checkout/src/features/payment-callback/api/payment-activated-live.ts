import { loadSupabase, reportError, useLiveChanges } from '@csan/shared-auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshTier } from './payment-verify-mutation';

/** Whether the subscription paid with `reference` is active (RLS: a member reads their own). */
export async function isActivated(reference: string): Promise<boolean> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('subscriptions')
    .select('status')
    .eq('payment_reference', reference)
    .maybeSingle();
  if (error) throw error;
  return data?.status === 'active';
}

/**
 * True once the subscription this payment pays for is active, learnt live: the page watches the
 * member's subscriptions (postgres_changes; RLS sends only their own rows) and, on a change, reads
 * whether the one with this reference is active. The webhook may activate it before or while
 * verify-payment answers; the page shows success as soon as either says so, with no polling.
 */
export function usePaymentActivated(reference: string | null, enabled: boolean): boolean {
  const [activated, setActivated] = useState(false);
  const announced = useRef(false);
  const check = useCallback(() => {
    if (!reference) return;
    isActivated(reference).then(
      (active) => {
        if (active) setActivated(true);
      },
      (error: unknown) =>
        reportError(error, {
          remote: 'membership_checkout',
          action: 'payment-callback activation check',
        }),
    );
  }, [reference]);
  useLiveChanges({
    tables: ['subscriptions'],
    onChange: check,
    enabled: enabled && reference !== null && !activated,
  });
  useEffect(() => {
    if (!activated || announced.current) return;
    announced.current = true;
    // The header and guards must see the new tier.
    refreshTier();
  }, [activated]);
  return activated;
}
