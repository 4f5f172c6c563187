import { createRequire } from 'node:module';
import path from 'node:path';

const fromHere = createRequire(import.meta.url);

/**
 * The browser builds run the portal's React code on Preact's React-compatible layer
 * (`preact/compat`, issue 31 item 1): the same components, hooks, types and libraries, a 10.5 KB
 * renderer on `/` instead of react-dom's 65 KB, and less script for a phone to parse before the
 * page answers. Only what the bundler resolves changes. Unit tests (vitest) and the prerender
 * (react-dom/server in Node) still run React itself; the Playwright journeys run this.
 *
 * Exact requests only (`$`): the shared singletons keep their names (`react`, `react-dom/client`,
 * `react/jsx-runtime`), so every remote still gets the shell's one copy through Module Federation.
 * Removing this map puts React back with no other change (docs/preact.md).
 */
export const PREACT_ALIAS: Readonly<Record<string, string>> = {
  react$: fromHere.resolve('preact/compat'),
  // Its own file, or Module Federation would provide `react` only (preact-dom.js).
  'react-dom$': path.join(import.meta.dirname, 'preact-dom.js'),
  // Preact's createRoot with React's effect timing (preact-client.ts).
  'react-dom/client$': path.join(import.meta.dirname, 'preact-client.ts'),
  'react/jsx-runtime$': fromHere.resolve('preact/compat/jsx-runtime'),
  'react/jsx-dev-runtime$': fromHere.resolve('preact/compat/jsx-dev-runtime'),
};
