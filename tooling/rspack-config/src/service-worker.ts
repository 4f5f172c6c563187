import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { build } from 'esbuild';

/**
 * Emits the shell's service worker (`src/sw/sw.ts`, Workbox modules) as `/sw.js`, bundled on
 * its own by esbuild: a worker runs outside the page, so it must not join the federated
 * bundle (no MF runtime, no shared scope). Its name is fixed and unhashed (served no-cache:
 * a browser checks it at each visit). Production builds only; `rspack serve` has no worker.
 */
export class ServiceWorkerPlugin implements RspackPluginInstance {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler) {
    if (compiler.options.mode !== 'production') return;
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('CsanServiceWorker', (compilation) => {
      compilation.fileDependencies.add(this.entry);
      compilation.hooks.processAssets.tapPromise(
        { name: 'CsanServiceWorker', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await build({
            entryPoints: [this.entry],
            bundle: true,
            minify: true,
            format: 'iife',
            target: 'es2022',
            write: false,
            absWorkingDir: path.dirname(this.entry),
            // Workbox's logging is for its development builds only.
            define: { 'process.env.NODE_ENV': '"production"' },
            logLevel: 'silent',
          });
          const code = result.outputFiles[0]?.text ?? '';
          compilation.emitAsset('sw.js', new sources.RawSource(code));
        },
      );
    });
  }
}
