import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import type { DiscountInsert } from '../rules/discount-form';

/**
 * Creates a code, active (admins at aal2: RLS, audited by the database). A code that exists
 * already fails as a DataError of kind 'duplicate' (23505).
 */
export async function createDiscountCode(code: DiscountInsert): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.from('discount_codes').insert(code));
}

/** Creates, then reads the codes again (every page: the new one is first). */
export function useDiscountCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}
