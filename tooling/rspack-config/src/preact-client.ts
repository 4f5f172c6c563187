import { options } from 'preact';

/**
 * What the browser builds get for `react-dom/client` (preact-alias.ts): Preact's `createRoot`,
 * with passive effects (`useEffect`) run in a microtask right after the render's commit — as
 * React runs them after a click — instead of after the next painted frame, Preact's default.
 * Ark UI's machines read the DOM in a frame callback once an overlay opens (a dialog's title
 * for its accessible name, the field to focus); with Preact's default the portal that holds
 * them had not rendered yet, so dialogs had no name. Runs once, in the shell, before the first
 * render: every remote uses the shell's Preact (Module Federation's singleton).
 */
(options as { requestAnimationFrame?: (flush: () => void) => void }).requestAnimationFrame = (
  flush,
) => queueMicrotask(flush);

export * from 'preact/compat/client';
