import { describe, expect, it } from 'vitest';
import { listenToRemoteEvents, type RemoteEvent } from './remote-events';
import { clearFailure, failureReported, hasFailed, remoteFailurePlugin } from './remote-failures';

type Hooks = {
  errorLoadRemote: (args: unknown) => unknown;
  loadRemoteSnapshot: (args: unknown) => unknown;
};

describe('the federation failure hook', () => {
  it('hands its events to the reporter, including those from before it listened', async () => {
    const plugin = remoteFailurePlugin() as unknown as Hooks;
    const dead = new Error('manifest unreachable');
    // The early boot: nobody listens yet.
    plugin.errorLoadRemote({ id: 'tools/LandingPage', error: dead, lifecycle: 'afterResolve' });
    const manifest = { metaData: { buildInfo: { buildVersion: '2.4.0+abc123' } } };
    const args = { moduleInfo: { name: 'library' }, manifestJson: manifest };
    expect(plugin.loadRemoteSnapshot(args)).toBe(args);

    const events: RemoteEvent[] = [];
    listenToRemoteEvents((event) => events.push(event));
    // The same remote failing again (Retry's second try of the manifest, the entry) is one report.
    plugin.errorLoadRemote({ id: 'tools/LandingPage', error: dead, lifecycle: 'onLoad' });
    expect(events).toEqual([
      { kind: 'failure', remote: 'tools', error: dead, lifecycle: 'afterResolve' },
      { kind: 'version', remote: 'library', version: '2.4.0+abc123' },
    ]);
    expect(hasFailed('tools') && failureReported('tools')).toBe(true);

    // After a Retry reset, a new failure is reported again.
    clearFailure('tools');
    plugin.errorLoadRemote({ id: 'tools/LandingPage', error: dead, lifecycle: 'afterResolve' });
    expect(events).toHaveLength(3);
  });
});
