import { reportError, setRemoteVersion } from '@csan/shared-auth';
import { listenToRemoteEvents } from '../federation/remote-events';

/**
 * Connects the federation hook to the error reporter, once shared modules exist (main.tsx):
 * what the early boot saw (a remote that failed to load, the versions manifests declared) is
 * reported now, everything later as it happens.
 */
export function connectErrorReporting(): void {
  listenToRemoteEvents((event) => {
    if (event.kind === 'version') {
      setRemoteVersion(event.remote, event.version);
      return;
    }
    reportError(event.error, {
      remote: event.remote,
      source: 'federation',
      action: `load (${event.lifecycle})`,
    });
  });
}
