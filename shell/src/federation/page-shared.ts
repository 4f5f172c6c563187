import { loadShare, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The field a remote's build adds to its mf-manifest.json (tooling/rspack-config's
 * expose-shared.ts): per exposed page, the shared modules its chunks consume.
 */
export const EXPOSE_SHARED_FIELD = 'exposeShared';

type ExposeShared = Record<string, readonly string[]>;

export type PageShared = {
  /** MF runtime hook: keeps each manifest's field, and starts what was asked before it came. */
  plugin(): ModuleFederationRuntimePlugin;
  /**
   * Starts the shared modules `remote/expose` needs, now if its manifest is here, otherwise the
   * moment it arrives: in parallel with the remote's entry and page chunks, instead of after the
   * entry has run and asked for them (a third round trip after a click on a phone).
   */
  start(remote: string, expose: string): void;
};

/**
 * `load` is the shell's own copy of a shared module (MF's loadShare from the host: the shell
 * provides every shared module, so a remote's fallback copies never download). MF loads each
 * one once, so starting a module already loaded or loading costs nothing.
 */
export function createPageShared(load: (request: string) => void): PageShared {
  const known = new Map<string, ExposeShared>();
  const waiting = new Map<string, Set<string>>();
  const startKnown = (remote: string, expose: string) => {
    for (const request of known.get(remote)?.[expose] ?? []) load(request);
  };
  return {
    plugin: () => ({
      name: 'csan-page-shared',
      loadRemoteSnapshot(args) {
        const remote = args.moduleInfo.name;
        const field = (args.manifestJson as Record<string, unknown> | undefined)?.[
          EXPOSE_SHARED_FIELD
        ];
        if (field && typeof field === 'object') {
          known.set(remote, field as ExposeShared);
          for (const expose of waiting.get(remote) ?? []) startKnown(remote, expose);
          waiting.delete(remote);
        }
        return args;
      },
    }),
    start(remote, expose) {
      if (known.has(remote)) {
        startKnown(remote, expose);
        return;
      }
      const exposes = waiting.get(remote) ?? new Set<string>();
      exposes.add(expose);
      waiting.set(remote, exposes);
    },
  };
}

/**
 * The shell's one instance. Started only from the running app (a click, an intent, the first
 * page's load), never from the early boot: loadShare needs the shell's share scope set up.
 * A failure is left to the page's own load, which asks for the same module and reports it.
 */
export const pageShared = createPageShared((request) => {
  loadShare(request).catch(() => undefined);
});
