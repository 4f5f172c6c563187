import { describe, expect, it, vi } from 'vitest';
import { sharedGatePlugin, unmetSharedImports } from './shared-gate';

/** The shell's share scope as the MF runtime holds it: shared-ui 1.2.0 loaded, with two names. */
const modules: Record<string, Record<string, unknown>> = {
  '@csan/shared-ui': { Box: () => null, PageHeader: () => null },
};
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadShare: async (request: string) => (modules[request] ? () => modules[request] : false),
  getInstance: () => ({
    shareScopeMap: { default: { '@csan/shared-ui': { '1.2.0': { loaded: true } } } },
  }),
}));

function manifestArrives(name: string, sharedImports: unknown) {
  const hook = sharedGatePlugin().loadRemoteSnapshot as (args: unknown) => unknown;
  hook({ moduleInfo: { name }, manifestJson: { sharedImports } });
}

describe('the shared gate (run time)', () => {
  it('lets a remote through whose names the shell provides, built against a newer minor', async () => {
    manifestArrives('tools', {
      '@csan/shared-ui': { requiredVersion: '^1.3.0', imports: ['Box', 'PageHeader'] },
    });
    expect(await unmetSharedImports('tools')).toEqual([]);
  });

  it('names the exports the running shell lacks', async () => {
    manifestArrives('library', {
      '@csan/shared-ui': { requiredVersion: '^1.3.0', imports: ['Box', 'Sparkline'] },
    });
    expect(await unmetSharedImports('library')).toEqual([
      '@csan/shared-ui: missing Sparkline (shell 1.2.0, remote built against ^1.3.0)',
    ]);
  });

  it('refuses another major and a module the shell does not share', async () => {
    manifestArrives('intel', {
      '@csan/shared-ui': { requiredVersion: '^2.0.0', imports: ['Box'] },
      'left-pad': { requiredVersion: '^1.0.0', imports: ['default'] },
    });
    expect(await unmetSharedImports('intel')).toEqual([
      '@csan/shared-ui: the shell provides 1.2.0, the remote needs ^2.0.0',
      'left-pad: not shared by the shell',
    ]);
  });

  it('has nothing to say about a remote built before the manifest listed its imports', async () => {
    expect(await unmetSharedImports('skillup')).toEqual([]);
  });
});
