import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageShared } from './page-shared';
import { clearFailure, hasFailed, remoteFailurePlugin } from './remote-failures';
import { sharedGatePlugin } from './shared-gate';

let entries: Readonly<Record<string, string>> = {};

/**
 * Registers every remote of /config.json with the host's MF instance (nothing loads yet): the
 * registry's remotes that are there and any other (a remote deployed alone, route-table.ts).
 */
export function registerRemotesFromConfig(remotes: Readonly<Record<string, string>>): void {
  entries = { ...remotes };
  registerPlugins([remoteFailurePlugin(), sharedGatePlugin(), pageShared.plugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Before a Retry: MF caches a remote's manifest, entry and module state. Re-registering the
 * remote with `force` drops all of it, so the next loadRemote fetches again from the network.
 * Only done for a remote that really failed (a page that merely threw needs no refetch).
 */
export function resetFailedRemote(remote: string): void {
  const entry = entries[remote];
  if (!entry || !hasFailed(remote)) return;
  registerRemotes([{ name: remote, entry }], { force: true });
  clearFailure(remote);
}
