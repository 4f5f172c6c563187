import {
  getInstance,
  loadShare,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/**
 * The run-time half of the shared-module contract (the build-time half is `pnpm check:remote`,
 * tooling/rspack-config/src/shared-check.ts, same rule): a remote's mf-manifest.json lists, per
 * shared request, the range it was built against and the names it imports (`sharedImports`).
 * Before the shell renders one of its pages, each of those names must exist on the module this
 * shell really provides, in the same major version; otherwise the page is refused (the route
 * shows the "section unavailable" panel) with a console message naming what is missing, instead
 * of running with `undefined` where a component or function should be.
 * Runs in the early boot (register.ts): imports nothing shared.
 */
type SharedImports = Record<string, { requiredVersion: string; imports: string[] }>;

const required = new Map<string, SharedImports>();

/** MF runtime hook: keeps each remote's `sharedImports` as its manifest arrives. */
export function sharedGatePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'csan-shared-gate',
    loadRemoteSnapshot(args) {
      const imports = (args.manifestJson as { sharedImports?: SharedImports } | undefined)
        ?.sharedImports;
      if (imports) required.set(args.moduleInfo.name, imports);
      return args;
    },
  };
}

/** `1.4.0` is on the line of `^1.2.0` (its major; below 1.0.0 its minor). */
const sameLine = (version: string, range: string) => {
  const [a = '', b] = version.split('.');
  const [c = '', d] = range.replace('^', '').split('.');
  return a === c && (c !== '0' || b === d);
};

/** What the running shell lacks for `remote`'s shared imports, one line per shared request. */
export async function unmetSharedImports(remote: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [request, { requiredVersion, imports }] of Object.entries(
    required.get(remote) ?? {},
  )) {
    const factory = await loadShare<Record<string, unknown>>(request);
    const versions = getInstance()?.shareScopeMap.default?.[request] ?? {};
    const version = Object.keys(versions).find((key) => versions[key]?.loaded) ?? '?';
    const module = factory ? factory() : undefined;
    if (!module) {
      problems.push(`${request}: not shared by the shell`);
    } else if (!sameLine(version, requiredVersion)) {
      problems.push(
        `${request}: the shell provides ${version}, the remote needs ${requiredVersion}`,
      );
    } else {
      const missing = imports.filter(
        (name) => !/^(\*|default)$/.test(name) && module[name] === undefined,
      );
      if (missing.length > 0) {
        problems.push(
          `${request}: missing ${missing.join(', ')} (shell ${version}, remote built against ${requiredVersion})`,
        );
      }
    }
  }
  return problems;
}
