import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type DiscountStatusChange = { id: string; isActive: boolean };

/**
 * Activates or deactivates one code (admins at aal2). RLS filters rather than refuses, so no
 * row back means nothing changed.
 */
export async function updateDiscountStatus({ id, isActive }: DiscountStatusChange): Promise<void> {
  const client = await loadSupabase();
  const data = unwrap(
    await client.from('discount_codes').update({ is_active: isActive }).eq('id', id).select('id'),
  );
  if (data.length === 0) throw new Error('discount code not updated');
}

export function useDiscountStatusUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscountStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}
