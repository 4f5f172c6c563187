// Shared by the gate (inlined into the prerendered documents), the build that writes them and
// main.tsx. No imports: the app bundle gets these strings and nothing else.

/** On `<html>` of a prerendered document: the route it was rendered for (`/about`). */
export const PRERENDER_PATH_ATTRIBUTE = 'data-prerender-path';
/** On `<html>`, set by the gate: the language whose prerendered copy shows (CSS keys on it). */
export const PRERENDER_SHOWN_ATTRIBUTE = 'data-prerender';
/** On each prerendered copy of the page (one per language), inside #root. */
export const PRERENDER_COPY_ATTRIBUTE = 'data-prerender-lang';
/**
 * On `<html>`, set by the gate when a session may exist: the copy (rendered for a visitor) then
 * hides what only a visitor sees, so a member never sees the signed-out header.
 */
export const PRERENDER_MEMBER_ATTRIBUTE = 'data-prerender-member';
/** On what only a signed-out visitor may see (the header's 'Sign in'). */
export const SIGNED_OUT_ONLY_ATTRIBUTE = 'data-signed-out-only';
/**
 * On `<html>` of a prerendered document: the MF name of the page's remote (`public_site`), for
 * the early script (boot/early-fetch.ts) to ask for its manifest from where config.json puts it.
 */
export const PRERENDER_REMOTE_ATTRIBUTE = 'data-prerender-remote';
/**
 * A `<meta>` in `<head>` of a prerendered document, one per copy (its `lang`): the copy's page
 * title, which the gate puts in the tab for the copy it shows. `<title>` itself holds the
 * English one, for whatever reads the document without running scripts.
 */
export const PRERENDER_TITLE_META = 'csan-prerender-title';
