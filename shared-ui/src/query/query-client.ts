import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/**
 * How long an answer read from the server counts as fresh: opening the same page again within
 * this time shows it without a new request. Writes never wait for it: every mutation
 * invalidates the queries it changed.
 */
export const FRESH_FOR_MS = 30_000;

/**
 * The portal's one way to make a QueryClient (the shell's, a standalone harness's, a test's).
 * A failed read is tried once more before the page shows its error with Retry; a failed write
 * is never repeated behind the member's back.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, mutations } = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { staleTime: FRESH_FOR_MS, retry: 1, ...queries },
      mutations: { retry: false, ...mutations },
    },
  });
}
