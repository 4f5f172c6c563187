import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { emitRemoteEvent } from './remote-events';

/** Remotes whose manifest, entry or module failed to load since their last registration. */
const failed = new Set<string>();
/** Remotes whose load failure this hook reported already (the error boundary then does not). */
const reported = new Set<string>();

export function hasFailed(remote: string): boolean {
  return failed.has(remote);
}

export function failureReported(remote: string): boolean {
  return reported.has(remote);
}

/** A remote refused by the shell itself (shared-gate.ts): Retry fetches its manifest again. */
export function markFailed(remote: string): void {
  failed.add(remote);
}

export function clearFailure(remote: string): void {
  failed.delete(remote);
  reported.delete(remote);
}

/** `public_site/AboutPage` → `public_site`; a manifest URL falls back to the remote's name. */
function remoteOf(args: { id: string; remote?: { name: string } }): string {
  return args.remote?.name ?? args.id.split('/')[0] ?? args.id;
}

/** `metaData.buildInfo.buildVersion` of a remote's mf-manifest.json, if it has one. */
function buildVersionOf(manifest: unknown): string | null {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)
    ?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version !== '' ? version : null;
}

/**
 * MF runtime hook: every load failure (manifest fetch, remoteEntry script, exposed module)
 * passes here first. It records which remote failed, so Retry knows to drop that remote's
 * cached state, and reports the cause once (reportError, through remote-events.ts). It returns
 * nothing: the failure then reaches the route's error boundary, which shows the translated
 * unavailable panel inside the shell. Each manifest that arrives gives its remote's build
 * version (package.json's, or MF_BUILD_VERSION at build time), which later reports carry.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'csan-remote-failure',
    errorLoadRemote(args) {
      const remote = remoteOf(args);
      if (!failed.has(remote)) {
        emitRemoteEvent({ kind: 'failure', remote, error: args.error, lifecycle: args.lifecycle });
        reported.add(remote);
      }
      failed.add(remote);
      return undefined;
    },
    loadRemoteSnapshot(args) {
      const version = buildVersionOf(args.manifestJson);
      if (version) emitRemoteEvent({ kind: 'version', remote: args.moduleInfo.name, version });
      return args;
    },
  };
}
