import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * `Page` inside the shell's QueryClient. Loaded with the pages that read server state (never on
 * a signed-out visitor's public page), so TanStack Query is not part of the start-up download.
 */
export function withServerState(Page: ComponentType): ComponentType {
  return function WithServerState() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
