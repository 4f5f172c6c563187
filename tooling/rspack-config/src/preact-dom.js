/**
 * What the browser builds get for `react-dom` (preact-alias.ts): Preact's compat layer, the same
 * module `react` gets, re-exported from a file of its own. Module Federation provides a shared
 * module by the file it resolves to, once: with `react` and `react-dom` both aliased straight
 * to `preact/compat`, the shell provided only `react`, and a page that imports `react-dom`
 * (recharts on tools' assessments) found no `react-dom` to share and failed to load.
 *
 * JavaScript, not TypeScript: Preact's compat types are `export =`, which `export *` cannot
 * re-export under type checking; this file has no types of its own to give.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';
