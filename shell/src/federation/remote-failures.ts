import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Remotes whose manifest, entry or module failed to load since their last registration. */
const failed = new Set<string>();

export function hasFailed(remote: string): boolean {
  return failed.has(remote);
}

/** A remote refused by the shell itself (shared-gate.ts): Retry fetches its manifest again. */
export function markFailed(remote: string): void {
  failed.add(remote);
}

export function clearFailure(remote: string): void {
  failed.delete(remote);
}

/** `public_site/AboutPage` → `public_site`; a manifest URL falls back to the remote's name. */
function remoteOf(args: { id: string; remote?: { name: string } }): string {
  return args.remote?.name ?? args.id.split('/')[0] ?? args.id;
}

/**
 * MF runtime hook: every load failure (manifest fetch, remoteEntry script, exposed module)
 * passes here first. It records which remote failed, so Retry knows to drop that remote's
 * cached state, and reports the cause once. It returns nothing: the failure then reaches the
 * route's error boundary, which shows the translated unavailable panel inside the shell.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'csan-remote-failure',
    errorLoadRemote(args) {
      const remote = remoteOf(args);
      if (!failed.has(remote)) {
        console.error(`[csan] remote "${remote}" failed to load (${args.lifecycle})`, args.error);
      }
      failed.add(remote);
      return undefined;
    },
  };
}
