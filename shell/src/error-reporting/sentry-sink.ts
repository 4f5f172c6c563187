import type { ErrorReport, ErrorSink } from '@csan/shared-auth';

/**
 * The optional production sink: each report (after the reporter's dedupe and cuts) as one
 * Sentry event, posted as an envelope to the project's ingest endpoint. Loaded on demand by
 * connect.ts only when /config.json names a `sentryDsn`, so it is never part of `/`'s start-up
 * download. A plain fetch rather than the Sentry SDK: the portal's reporter already dedupes,
 * cuts and decides what to report; the SDK would add ~30 KB and global handlers.
 */

type Target = { url: string; dsn: string };

/** `https://<public key>@<host>[/<path>]/<project id>` → the envelope endpoint, or null. */
export function sentryTargetOf(dsn: string): Target | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project) || !/^https?:$/.test(url.protocol)) {
    return null;
  }
  const base = `${url.protocol}//${url.host}${segments.map((s) => `/${s}`).join('')}`;
  const auth = `sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
  return { url: `${base}/api/${project}/envelope/?${auth}`, dsn };
}

function eventId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid.replaceAll('-', '');
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/** The envelope: its header, the item's header, the event (no user data, none is known here). */
export function sentryEnvelope(
  report: ErrorReport,
  dsn: string,
  now: Date = new Date(),
  id: string = eventId(),
): string {
  const version = report.version ?? 'unknown';
  const event = {
    event_id: id,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    release: `${report.remote}@${version}`,
    transaction: report.path || undefined,
    tags: { remote: report.remote, version, source: report.source },
    exception: { values: [{ type: report.source, value: report.message }] },
    extra: { action: report.action, stack: report.stack },
    // Grouped as the admin console groups them.
    fingerprint: [report.remote, version, report.message],
  };
  return [
    JSON.stringify({ event_id: id, dsn, sent_at: now.toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

/** A sink posting to the DSN's project, or null for a DSN that is not one. */
export function sentrySink(dsn: string): ErrorSink | null {
  const target = sentryTargetOf(dsn);
  if (!target) return null;
  return async (report) => {
    await fetch(target.url, {
      method: 'POST',
      keepalive: true,
      // A "simple" request: no CORS preflight, as Sentry's own browser transport sends it.
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: sentryEnvelope(report, target.dsn),
    });
  };
}
