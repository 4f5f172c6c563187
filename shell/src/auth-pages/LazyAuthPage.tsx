import { LoadingState } from '@csan/shared-ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { RemoteErrorBoundary } from '../routes/RemoteErrorBoundary';
import { RemoteUnavailable } from '../routes/RemoteUnavailable';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A shell page in its own chunk (the sign-in pages stay out of the first paint of /). A failed
 * chunk download shows the unavailable panel; Retry builds a fresh lazy component, because
 * React.lazy remembers a rejected import.
 */
export function LazyAuthPage({ load }: { load: Loader }) {
  const [Page, setPage] = useState(() => lazy(load));
  return (
    <RemoteErrorBoundary
      onRetry={() => setPage(() => lazy(load))}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
