import { useSession } from '@csan/shared-auth';
import { createQueryClient } from '@csan/shared-ui/query-client';
import { reportingCaches } from './report-query-errors';

/**
 * The page's one QueryClient: every remote's queries and mutations share its cache
 * (@tanstack/react-query is a shared singleton, and the shell provides this client), and every
 * failed read or write is reported (report-query-errors.ts).
 */
export const queryClient = createQueryClient(reportingCaches());

/** Keys of the signed-in user whose answers the cache may hold. */
let cachedFor: string | null = null;

/**
 * One user's answers never outlive their session in this tab: when the user signs out, or
 * another signs in, the cache is emptied.
 */
useSession.subscribe((state) => {
  if (state.status === 'loading') return;
  const userId = state.status === 'signed-in' ? (state.user?.id ?? null) : null;
  if (cachedFor !== null && userId !== cachedFor) queryClient.clear();
  cachedFor = userId;
});
