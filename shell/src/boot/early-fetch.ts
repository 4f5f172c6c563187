// Inlined into every shell document's <head> (tooling/rspack-config/src/early-script.ts): it
// runs as the HTML is parsed, ~0.7 s before main.js has downloaded on a phone's network, and
// starts the requests the boot would otherwise start only once main.js runs (issue 31: `/`
// live sooner). It decides nothing: boot/start.ts still reads, checks and uses every answer
// (taking it from early-responses.ts instead of asking again), so a document without this
// script, or one whose script the CSP refused, boots exactly as before, one round trip later.
// Imports only files without imports: no shared module exists yet.
import { PRERENDER_FILES_ATTRIBUTE, PRERENDER_SHOWN_ATTRIBUTE } from '../prerender/attributes';
import { keepEarlyResponse } from './early-responses';

/** The file beside a remote's manifest that lists its routes (shared-auth's ROUTES_FILE). */
const ROUTES_FILE = 'routes.json';
export const CONFIG_URL = '/config.json';

type EarlyDocument = {
  documentElement: Pick<Element, 'getAttribute' | 'hasAttribute'>;
  head: { appendChild(link: HTMLLinkElement): unknown };
  createElement(tag: 'link'): HTMLLinkElement;
};

const remoteEntries = (body: unknown): [string, string][] => {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return [];
  return Object.entries(remotes).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
};

/** A script preload the MF runtime's own `<script>` / `<link rel="preload">` later matches. */
function preloadScript(doc: EarlyDocument, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  // Like the shell's shared chunks (preload-shared.ts): main.js keeps the first place.
  link.setAttribute('fetchpriority', 'low');
  doc.head.appendChild(link);
}

/**
 * On a prerendered page the gate showed: the page's own files, named by the prerender
 * (`<remote> <file> …`, relative to that remote's manifest), from where config.json puts that
 * remote now. Nothing when the gate showed no copy (another path, an area host): which page
 * renders is then the route table's to say, once main.js runs.
 */
function preloadPrerenderedPage(doc: EarlyDocument, remotes: Map<string, URL>): string | null {
  const html = doc.documentElement;
  if (!html.hasAttribute(PRERENDER_SHOWN_ATTRIBUTE)) return null;
  const [remote, ...files] = (html.getAttribute(PRERENDER_FILES_ATTRIBUTE) ?? '')
    .split(' ')
    .filter(Boolean);
  const manifest = remote ? remotes.get(remote) : undefined;
  if (!manifest) return null;
  for (const file of files) preloadScript(doc, new URL(file, manifest).href);
  return manifest.href;
}

/**
 * Asks for /config.json, then every remote's routes.json and, on a prerendered page, that
 * page's remote: its manifest (kept for MF's fetch hook) and its files (preloaded).
 */
export function startEarlyFetches(
  doc: EarlyDocument,
  here: string,
  fetchImpl: typeof fetch = fetch,
  scope: object = globalThis,
): Promise<void> {
  const ask = (url: string) => {
    const response = fetchImpl(url);
    keepEarlyResponse(url, response, scope);
    return response;
  };
  const configUrl = new URL(CONFIG_URL, here).href;
  return ask(configUrl)
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const remotes = new Map<string, URL>();
      for (const [name, entry] of remoteEntries(body)) {
        try {
          remotes.set(name, new URL(entry, here));
        } catch {
          // An entry that is no URL: the boot's config check names it.
        }
      }
      const pageManifest = preloadPrerenderedPage(doc, remotes);
      if (pageManifest) ask(pageManifest);
      for (const manifest of remotes.values()) ask(new URL(ROUTES_FILE, manifest).href);
    })
    .catch(() => undefined);
}
