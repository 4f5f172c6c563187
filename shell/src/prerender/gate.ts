import { areaFromHost } from '@csan/shared-auth/area';
import { mayHaveSession } from '@csan/shared-auth/session-hint';
import type { Language } from '@csan/shared-ui';
import { browserLanguageSources, detectLanguage } from '@csan/shared-ui/language-detection';
import {
  PRERENDER_MEMBER_ATTRIBUTE,
  PRERENDER_PATH_ATTRIBUTE,
  PRERENDER_SHOWN_ATTRIBUTE,
  PRERENDER_TITLE_META,
} from './attributes';

export type GateInput = {
  host: string;
  pathname: string;
  /** The route the document was prerendered for. */
  renderedPath: string | null;
  url: URL;
  storage: Pick<Storage, 'length' | 'key'> | null;
  /** `document.cookie`: the session cookie every host of the portal shares. */
  cookies: string;
  language: () => Language;
};

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Which prerendered copy may show before the app starts, or null for none (the page then
 * waits for the app, as every unprerendered page does). The copies are of the main site's
 * public pages, so they never show on an area host or on another path than their own. A
 * member sees them too (the page stays on screen while access is checked), without the
 * visitor's 'Sign in' (see copyIsForMember).
 */
export function prerenderedLanguage(input: GateInput): Language | null {
  if (!input.renderedPath || trimSlash(input.pathname) !== input.renderedPath) return null;
  if (areaFromHost(input.host)) return null;
  return input.language();
}

/**
 * Whether the copy's header must hide what only a visitor sees: a session cookie (or an older
 * session in localStorage) is there or a session is arriving in the URL, or storage is blocked
 * and cannot tell. Decided from names alone, no network: the app's first render decides the
 * same way (status `loading`, shell UserArea).
 */
export function copyIsForMember(input: Pick<GateInput, 'storage' | 'url' | 'cookies'>): boolean {
  return !input.storage || mayHaveSession(input.storage, input.url, input.cookies);
}

/**
 * The title of the copy in `language`, from the `<meta>` the build put before the gate
 * (compose-document.ts), or null when the copy has none: `<title>` then stays as it is.
 */
export function prerenderedTitle(head: Pick<ParentNode, 'querySelector'>, language: Language) {
  return (
    head
      .querySelector(`meta[name="${PRERENDER_TITLE_META}"][lang="${language}"]`)
      ?.getAttribute('content') ?? null
  );
}

/**
 * Runs in `<head>` of a prerendered document, before the body is parsed (inlined, so it costs
 * no request): marks `<html>` with the copy to show, and sets its `lang`, which i18next reads
 * last and keeps in step afterwards, and the tab's title to the copy's (the app sets the same
 * one when its page renders).
 */
export function runGate(): void {
  const html = document.documentElement;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked: a session cannot be ruled out, so nothing prerendered shows.
  }
  const input: GateInput = {
    host: window.location.host,
    pathname: window.location.pathname,
    renderedPath: html.getAttribute(PRERENDER_PATH_ATTRIBUTE),
    url: new URL(window.location.href),
    storage,
    cookies: document.cookie,
    language: () => detectLanguage(browserLanguageSources()),
  };
  const language = prerenderedLanguage(input);
  if (!language) return;
  if (copyIsForMember(input)) html.setAttribute(PRERENDER_MEMBER_ATTRIBUTE, '');
  html.setAttribute(PRERENDER_SHOWN_ATTRIBUTE, language);
  html.lang = language;
  const title = prerenderedTitle(document, language);
  if (title) document.title = title;
}
