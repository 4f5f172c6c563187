import { LoadingState } from '@csan/shared-ui';
import { Suspense, useState } from 'react';
import { useRemotePages } from '../federation/remote-pages-context';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

/** One route's page from a remote, isolated: loading, failure and Retry stay inside it. */
export function RemoteRoute({ remote, expose }: { remote: string; expose: string }) {
  const pages = useRemotePages();
  // Bumped by Retry so the page is looked up again after its cache entry was dropped.
  const [attempt, setAttempt] = useState(0);
  const Page = pages.page(remote, expose);
  return (
    <RemoteErrorBoundary
      key={`${remote}/${expose}`}
      remote={remote}
      onRetry={() => {
        pages.retry(remote);
        setAttempt(attempt + 1);
      }}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
