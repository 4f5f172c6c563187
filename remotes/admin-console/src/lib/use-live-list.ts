import { type LiveStatus, useLiveChanges } from '@csan/shared-auth';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps a list tab current: a change to one of `tables` (an entry a visitor just submitted, an
 * update another admin made) invalidates every page and search under `queryKey`, so the open
 * page reads again without a reload. Which rows arrive is the database's decision (RLS on the
 * table, evaluated for this admin's session). Returns the status for the LiveIndicator.
 */
export function useLiveList(tables: readonly string[], queryKey: readonly unknown[]): LiveStatus {
  const queryClient = useQueryClient();
  return useLiveChanges({
    tables,
    onChange: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
