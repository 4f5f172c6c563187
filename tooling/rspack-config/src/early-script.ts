import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { buildSync } from 'esbuild';

/**
 * A module and what it imports as one small script to inline in a document's `<head>`, so it
 * runs while the HTML is parsed without a request of its own: the shell's early script
 * (shell/src/boot/early-entry.ts), in its index.html and so in every prerendered document
 * composed from it, and the prerendered documents' gate (scripts/prerender/gate-script.ts).
 */
export function buildInlineScript(entry: string): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const script = (result.outputFiles[0]?.text ?? '').trim();
  if (!script || script.includes('</script')) throw new Error(`${entry}: not inlinable`);
  return script;
}

/**
 * The CSP source that lets exactly this inline script run (`script-src 'self' <this>`), as
 * nginx/security-headers.json must list it (for nginx and the local portal alike).
 */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The tag the early script follows in the shell's index.html (createShellConfig's head). */
export const CONFIG_PRELOAD_TAG = '<link rel="preload" href="/config.json" as="fetch" crossorigin>';

/** index.html with the early script right after the config preload it reads. */
export function withEarlyScript(html: string, script: string): string {
  if (!html.includes(CONFIG_PRELOAD_TAG)) {
    throw new Error(`index.html has no ${CONFIG_PRELOAD_TAG} for the early script to follow`);
  }
  return html.replace(CONFIG_PRELOAD_TAG, `${CONFIG_PRELOAD_TAG}<script>${script}</script>`);
}

/**
 * Adds the early script to the emitted index.html after the build, as written (the HTML
 * plugin's minifier would rewrite an inline script, and the CSP lists this exact text's hash).
 * Production only: `rspack serve` sends no CSP and boots as before, one round trip later.
 */
export class EarlyScriptPlugin implements RspackPluginInstance {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tap('CsanEarlyScript', () => {
      const indexFile = path.join(compiler.options.output.path ?? '', 'index.html');
      const html = readFileSync(indexFile, 'utf8');
      writeFileSync(indexFile, withEarlyScript(html, buildInlineScript(this.entry)));
    });
  }
}
