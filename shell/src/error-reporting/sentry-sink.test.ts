import type { ErrorReport } from '@csan/shared-auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentryEnvelope, sentrySink, sentryTargetOf } from './sentry-sink';

const report: ErrorReport = {
  remote: 'tools',
  version: '2.4.0',
  source: 'federation',
  action: 'load (afterResolve)',
  message: 'TypeError: Failed to fetch',
  stack: 'TypeError: Failed to fetch\n    at loadManifest',
  path: '/tools',
};
const DSN = 'https://abc123@o42.ingest.sentry.io/4501';

afterEach(() => vi.restoreAllMocks());

describe('the Sentry sink', () => {
  it("posts to the DSN's envelope endpoint, authenticated by the public key", () => {
    expect(sentryTargetOf(DSN)?.url).toBe(
      'https://o42.ingest.sentry.io/api/4501/envelope/?sentry_key=abc123&sentry_version=7',
    );
    expect(sentryTargetOf('https://key@sentry.example.org/relay/7')?.url).toBe(
      'https://sentry.example.org/relay/api/7/envelope/?sentry_key=key&sentry_version=7',
    );
    for (const bad of ['', 'not a url', 'https://o42.ingest.sentry.io/4501', 'https://k@h/abc']) {
      expect(sentryTargetOf(bad)).toBeNull();
      expect(sentrySink(bad)).toBeNull();
    }
  });

  it('sends one event tagged with remote, version and source, grouped as the admin view', () => {
    const lines = sentryEnvelope(report, DSN, new Date('2026-11-27T00:00:00Z'), 'e1').split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { event_id: 'e1', dsn: DSN, sent_at: '2026-11-27T00:00:00.000Z' },
      { type: 'event' },
      expect.objectContaining({
        event_id: 'e1',
        level: 'error',
        release: 'tools@2.4.0',
        transaction: '/tools',
        tags: { remote: 'tools', version: '2.4.0', source: 'federation' },
        exception: { values: [{ type: 'federation', value: 'TypeError: Failed to fetch' }] },
        fingerprint: ['tools', '2.4.0', 'TypeError: Failed to fetch'],
      }),
    ]);
    expect(JSON.parse(lines[2] ?? '{}')).not.toHaveProperty('user');
  });

  it('posts a simple request (no preflight) that survives the page closing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    await sentrySink(DSN)?.(report);
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://o42.ingest.sentry.io/api/4501/envelope/?sentry_key=abc123&sentry_version=7',
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      }),
    );
  });
});
