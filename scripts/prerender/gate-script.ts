import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The gate (shell/src/prerender/gate.ts) as one small script, inlined into the `<head>` of each
 * prerendered document so it costs no request before the first paint.
 */
export function buildGateScript(): string {
  const result = buildSync({
    entryPoints: [path.join(root, 'shell', 'src', 'prerender', 'gate-entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return (result.outputFiles[0]?.text ?? '').trim();
}

/**
 * The CSP source that lets exactly this inline script run (`script-src 'self' <this>`), as
 * nginx/security-headers.json lists it (for nginx and the local portal alike).
 */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
