import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { ON_DEMAND_SHARED } from './shared';

interface Manifest {
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The `<link rel="preload">` tags for the shell's shared chunks, in its index.html. Without them
 * the browser learns of those chunks only once main.js has downloaded and run (MF async startup
 * then requests them), one round trip and main.js's whole download later. `lazy` lists shared
 * packages that load on demand (not on the start-up path), which are not preloaded.
 */
export function preloadTags(manifest: Manifest, publicPath: string, lazy: readonly string[]) {
  const files = (manifest.shared ?? [])
    .filter((shared) => !lazy.includes(shared.name))
    .flatMap((shared) => shared.assets?.js?.sync ?? []);
  return [...new Set(files)]
    .map(
      (file) => `<link rel="preload" href="${publicPath}${file}" as="script" fetchpriority="low">`,
    )
    .join('');
}

/**
 * Adds `preloadTags` to the emitted index.html after the build (production only: the MF manifest
 * lists the final chunk names once everything is emitted). `lazy` is added to the shared
 * packages declared on-demand in shared.ts (ON_DEMAND_SHARED), which are never preloaded.
 */
export class PreloadSharedPlugin implements RspackPluginInstance {
  private readonly lazy: readonly string[];

  constructor(lazy: readonly string[]) {
    this.lazy = [...new Set([...lazy, ...ON_DEMAND_SHARED])];
  }

  apply(compiler: Compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tap('CsanPreloadShared', () => {
      const dist = compiler.options.output.path ?? '';
      const publicPath = String(compiler.options.output.publicPath ?? '/');
      const manifest = JSON.parse(
        readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
      ) as Manifest;
      const indexFile = path.join(dist, 'index.html');
      const html = readFileSync(indexFile, 'utf8');
      const tags = preloadTags(manifest, publicPath, this.lazy);
      // main.js first: it starts the page's remote (early-start plugin), so it must not share
      // the bandwidth equally with the shared chunks (low priority above).
      const html2 = html.replace('<script defer src=', '<script defer fetchpriority="high" src=');
      writeFileSync(indexFile, html2.replace('</head>', `${tags}</head>`));
    });
  }
}
