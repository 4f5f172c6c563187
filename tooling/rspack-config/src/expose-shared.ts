import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/** The field of a remote's mf-manifest.json: per exposed page, the shared requests it needs. */
export const EXPOSE_SHARED_FIELD = 'exposeShared';

/** MF names the chunk group of an exposed module `__federation_expose_<name>`. */
const EXPOSE_GROUP = /^__federation_expose_(.+)$/;

/**
 * The share key of a consume-shared module, read from its identifier
 * (`consume shared module (default) @csan/shared-ui/forms@^2.0.0 (singleton) (fallback: …)`),
 * or null for any other module.
 */
export function shareKeyOf(identifier: string): string | null {
  const match = /^consume[- ]shared[- ]module \([^)]*\) (.+?)@[^@\s]* /.exec(identifier);
  return match?.[1] ?? null;
}

type Group = { name?: string | undefined; chunks: readonly unknown[] };

/**
 * Per exposed page, the shared requests consumed by the chunks that load with it (its chunk
 * group): what the page cannot render without. Its lazy parts are left out on purpose: a dialog
 * or a translation the visitor may never open must not cost a phone its bytes in advance.
 */
export function exposeSharedOf(
  groups: Iterable<Group>,
  modulesOf: (chunk: unknown) => Iterable<{ identifier(): string }>,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const group of groups) {
    const expose = EXPOSE_GROUP.exec(group.name ?? '')?.[1];
    if (!expose) continue;
    const keys = new Set<string>();
    for (const chunk of group.chunks) {
      for (const module of modulesOf(chunk)) {
        const key = shareKeyOf(module.identifier());
        if (key) keys.add(key);
      }
    }
    result[expose] = [...keys].sort();
  }
  return result;
}

const REPORT_STAGE = 5000; // Compilation.PROCESS_ASSETS_STAGE_REPORT: after MF writes its manifest

/**
 * A remote's build adds `exposeShared` to its mf-manifest.json. Inside the shell, a remote's
 * entry asks for a page's shared modules only once it has downloaded and run; the shell reads
 * this field instead and starts those chunks (its own copies) together with the entry
 * (shell/src/federation/page-shared.ts): one round trip less after a click.
 */
export class ExposeSharedPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CsanExposeShared', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CsanExposeShared', stage: REPORT_STAGE }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
        manifest[EXPOSE_SHARED_FIELD] = exposeSharedOf(compilation.chunkGroups, (chunk) =>
          compilation.chunkGraph.getChunkModulesIterable(chunk as never),
        );
        const { RawSource } = compiler.webpack.sources;
        compilation.updateAsset(
          'mf-manifest.json',
          new RawSource(JSON.stringify(manifest, null, 2)),
        );
      });
    });
  }
}
