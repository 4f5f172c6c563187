import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

/**
 * Deletes one code (admins at aal2). Orders that used it keep their price; their link to the
 * code is cleared by the database. No row back means nothing was deleted.
 */
export async function deleteDiscountCode(id: string): Promise<void> {
  const client = await loadSupabase();
  const data = unwrap(await client.from('discount_codes').delete().eq('id', id).select('id'));
  if (data.length === 0) throw new Error('discount code not deleted');
}

export function useDiscountDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscountCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}
