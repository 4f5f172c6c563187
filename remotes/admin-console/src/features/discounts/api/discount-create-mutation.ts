import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { supabaseClient } from '../../../lib/client';
import type { DiscountInsert } from '../rules/discount-form';

/** Why a create failed: a code that exists already, or the server's own words. */
export class DiscountCreateError extends Error {
  constructor(
    readonly reason: 'duplicate' | 'other',
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? reason);
  }
}

/** Creates a code, active (admins at aal2: RLS, audited by the database). */
export async function createDiscountCode(code: DiscountInsert): Promise<void> {
  const client = await supabaseClient();
  const { error } = await client.from('discount_codes').insert(code);
  if (!error) return;
  if (error.code === '23505') throw new DiscountCreateError('duplicate', error.message);
  throw new DiscountCreateError('other', error.message || null);
}

/** Creates, then reads the codes again (every page: the new one is first). */
export function useDiscountCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}
