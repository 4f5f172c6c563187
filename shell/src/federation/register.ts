import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { clearFailure, hasFailed, remoteFailurePlugin } from './remote-failures';
import type { RemoteName } from './remote-names';
import { sharedGatePlugin } from './shared-gate';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote from /config.json with the host's MF instance (nothing loads yet). */
export function registerRemotesFromConfig(remotes: Record<RemoteName, string>): void {
  entries = { ...remotes };
  registerPlugins([remoteFailurePlugin(), sharedGatePlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Before a Retry: MF caches a remote's manifest, entry and module state. Re-registering the
 * remote with `force` drops all of it, so the next loadRemote fetches again from the network.
 * Only done for a remote that really failed (a page that merely threw needs no refetch).
 */
export function resetFailedRemote(remote: string): void {
  const entry = entries[remote as RemoteName];
  if (!entry || !hasFailed(remote)) return;
  registerRemotes([{ name: remote, entry }], { force: true });
  clearFailure(remote);
}
