import { pageOfLocation, type RemotePage } from './page-of-location';

/**
 * The events that say a visitor is about to follow a link: the pointer arriving on it, the
 * keyboard focusing it, a finger touching it (~100 ms before the click a tap ends with).
 */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The remote page a link opens in this tab without a reload, or null: a link to another host
 * (an area host, an external site) loads a whole document, a download or a new-tab link leaves
 * this page as it is, and a path no remote owns has nothing to start.
 */
export function pageOfLink(
  link: Pick<HTMLAnchorElement, 'href' | 'target'> & { hasAttribute(name: string): boolean },
  here: Pick<Location, 'host' | 'pathname'>,
): RemotePage | null {
  if (link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.host !== here.host || url.pathname === here.pathname) return null;
  return pageOfLocation({ host: url.host, pathname: url.pathname });
}

/**
 * Starts a link's remote page on intent, once per page: one listener on the document for every
 * link of the shell and of every remote (links are rendered by many teams; none of them has to
 * opt in). Nothing downloads for links the visitor never points at, so a phone spends no data
 * on remotes it never opens. Returns the function that removes the listeners.
 */
export function installIntentPreload(
  doc: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  here: Pick<Location, 'host' | 'pathname'>,
  start: (page: RemotePage) => void,
): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
    if (!link) return;
    const page = pageOfLink(link, here);
    if (!page) return;
    const key = `${page.remote}/${page.expose}`;
    if (started.has(key)) return;
    started.add(key);
    start(page);
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, options);
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, options);
  };
}
