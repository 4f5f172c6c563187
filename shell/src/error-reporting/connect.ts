import { addErrorSink, reportError, setRemoteVersion } from '@csan/shared-auth';
import { listenToRemoteEvents } from '../federation/remote-events';

/**
 * Connects the federation hook to the error reporter, once shared modules exist (main.tsx):
 * what the early boot saw (a remote that failed to load, the versions manifests declared) is
 * reported now, everything later as it happens. With a Sentry DSN in config.json, reports
 * also go there (sentry-sink.ts).
 */
export function connectErrorReporting(options: { sentryDsn?: string } = {}): void {
  const { sentryDsn } = options;
  // The optional production sink loads only when config.json names a DSN (never on `/` else).
  if (sentryDsn) {
    import(/* webpackChunkName: "sentry-sink" */ './sentry-sink')
      .then(({ sentrySink }) => {
        const sink = sentrySink(sentryDsn);
        if (sink) addErrorSink(sink);
      })
      .catch(() => undefined);
  }
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
