// Inlined into every shell document's <head> (tooling/rspack-config/src/early-script.ts): it
// runs as the HTML is parsed, ~0.7 s before main.js has downloaded on a phone's network, and
// starts the requests the boot would otherwise start only once main.js runs (issue 31: `/`
// live sooner). It decides nothing: boot/start.ts still reads, checks and uses every answer
// (taking it from early-responses.ts instead of asking again), so a document without this
// script, or one whose script the CSP refused, boots exactly as before, one round trip later.
// Imports only files without imports: no shared module exists yet.
import { PRERENDER_REMOTE_ATTRIBUTE, PRERENDER_SHOWN_ATTRIBUTE } from '../prerender/attributes';
import { keepEarlyResponse, keepEarlyStart } from './early-responses';

/** The file beside a remote's manifest that lists its routes (shared-auth's ROUTES_FILE). */
const ROUTES_FILE = 'routes.json';
export const CONFIG_URL = '/config.json';

type EarlyDocument = { documentElement: Pick<Element, 'getAttribute' | 'hasAttribute'> };

const remoteEntries = (body: unknown): [string, string][] => {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return [];
  return Object.entries(remotes).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
};

/**
 * On a prerendered page the gate showed: the page's remote's manifest, from where config.json
 * puts that remote now (the prerender names the remote). Nothing when the gate showed no copy
 * (another path, an area host): which page renders is then the route table's to say, once
 * main.js runs. Only the manifest: preloading the remote's entry and page chunks here too was
 * measured slower (app live +0.17 s on bench:web's throttled phone, alternated runs): on a
 * narrow link they take bandwidth from the shared chunks the app needs first.
 */
function prerenderedPageManifest(doc: EarlyDocument, remotes: Map<string, URL>): URL | undefined {
  const html = doc.documentElement;
  if (!html.hasAttribute(PRERENDER_SHOWN_ATTRIBUTE)) return undefined;
  return remotes.get(html.getAttribute(PRERENDER_REMOTE_ATTRIBUTE) ?? '');
}

/**
 * Asks for /config.json, then every remote's routes.json and, on a prerendered page, its
 * remote's manifest (kept for MF's fetch hook).
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
  const started = ask(configUrl)
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
      const pageManifest = prerenderedPageManifest(doc, remotes);
      if (pageManifest) ask(pageManifest.href);
      for (const manifest of remotes.values()) ask(new URL(ROUTES_FILE, manifest).href);
    })
    .catch(() => undefined);
  keepEarlyStart(started, scope);
  return started;
}
