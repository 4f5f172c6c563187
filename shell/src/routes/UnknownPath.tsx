import { paths } from '@csan/shared-auth/paths';
import { NotFoundPage } from '@csan/shared-ui';
import { retryMissingRoutes } from '../boot/start';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * A path no known route answers: the 404 page, unless a remote of this host could not say which
 * routes it serves (absent from /config.json, a dead URL, an invalid routes.json) — the path may
 * be one of its pages, so its section shows the unavailable panel. Retry reads those remotes'
 * routes again (the page renders once its remote answers); for a remote config.json lacks, it
 * reloads the page, which reads config.json again.
 */
export function UnknownPath({ remoteMissing }: { remoteMissing: boolean }) {
  if (!remoteMissing) return <NotFoundPage homePath={paths.home()} />;
  const retry = () => {
    void retryMissingRoutes().then((retried) => {
      if (!retried) window.location.reload();
    });
  };
  return <RemoteUnavailable onRetry={retry} />;
}
