import { LoadingState } from '@csan/shared-ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { RemoteErrorBoundary } from '../routes/RemoteErrorBoundary';
import { RemoteUnavailable } from '../routes/RemoteUnavailable';
import { loadServerState } from '../server-state/load';

type Loader = () => Promise<{ default: ComponentType }>;

/** The page with the shell's QueryClient around it (its chunk loads alongside the page's). */
function lazyPage(load: Loader) {
  return lazy(async () => {
    const [page, serverState] = await Promise.all([load(), loadServerState()]);
    return { default: serverState.withServerState(page.default) };
  });
}

/**
 * A shell page in its own chunk (the sign-in pages stay out of the first paint of /). A failed
 * chunk download shows the unavailable panel; Retry builds a fresh lazy component, because
 * React.lazy remembers a rejected import.
 */
export function LazyAuthPage({ load }: { load: Loader }) {
  const [Page, setPage] = useState(() => lazyPage(load));
  return (
    <RemoteErrorBoundary
      onRetry={() => setPage(() => lazyPage(load))}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
