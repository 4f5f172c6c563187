import path from 'node:path';
import { buildInlineScript } from '../../tooling/rspack-config/src/early-script';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The gate (shell/src/prerender/gate.ts) as one small script, inlined into the `<head>` of each
 * prerendered document so it costs no request before the first paint.
 */
export function buildGateScript(): string {
  return buildInlineScript(path.join(root, 'shell', 'src', 'prerender', 'gate-entry.ts'));
}
