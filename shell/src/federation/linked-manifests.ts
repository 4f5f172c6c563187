import { getInstance } from '@module-federation/enhanced/runtime';
import { pageOfLink } from './intent-preload';

type Link = Parameters<typeof pageOfLink>[0] & Pick<Element, 'getClientRects'>;

export type LinkedManifestsOptions = {
  /** Where the links are; watched for links that appear later (a menu opened, a page moved to). */
  root: Pick<ParentNode, 'querySelectorAll'> & Node;
  /** The page's live location (a moving page changes which link opens "this" page). */
  here: Pick<Location, 'host' | 'pathname'>;
  /** Asks MF for one remote's manifest (MF keeps it: a later load of the remote reuses it). */
  fetchManifest(remote: string): void;
  /** Runs the scan once the page has nothing better to do. */
  whenIdle(run: () => void): void;
  /** The visitor asked the browser to save data: nothing is fetched ahead then. */
  saveData(): boolean;
};

/**
 * After the app is live, the manifests (~1.6 KB gzip each) of the remotes that the page's
 * rendered same-host links open, each once, when the page is idle: a click on one of those
 * links then starts with the remote's entry and page files, one round trip (150 ms on a
 * phone's network) earlier. Only manifests: the remotes' code still waits for an intent or a
 * click, so a visitor who never follows a link spends a few KB, not a remote's 60–250 KB.
 * Links hidden (`display: none`, a closed menu) count once they show. Returns the stop function.
 */
export function watchLinkedManifests({
  root,
  here,
  fetchManifest,
  whenIdle,
  saveData,
}: LinkedManifestsOptions): () => void {
  const fetched = new Set<string>();
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    if (saveData()) return;
    for (const link of root.querySelectorAll<HTMLAnchorElement & Link>('a[href]')) {
      const page = pageOfLink(link, here);
      // A link whose remote is done costs no layout query: the scan runs after every burst
      // of DOM changes for the page's lifetime, on pages with hundreds of links.
      if (!page || fetched.has(page.remote) || link.getClientRects().length === 0) continue;
      fetched.add(page.remote);
      fetchManifest(page.remote);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(scan);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  schedule();
  return () => observer.disconnect();
}

/**
 * One remote's manifest through MF's own snapshot loader, the path loadRemote and preloadRemote
 * take: MF keeps the answer per manifest URL, so the click's load does not ask again. A failure
 * is reported like any other load failure of that remote; the click then asks again.
 */
export function fetchRemoteManifest(remote: string): void {
  const instance = getInstance();
  const moduleInfo = instance?.options.remotes.find((entry) => entry.name === remote);
  if (!instance || !moduleInfo) return;
  instance.snapshotHandler
    .loadRemoteSnapshotInfo({ moduleInfo, initiator: 'preloadRemote' })
    .catch(() => undefined);
}

/** `requestIdleCallback`, or a task after the current ones where it is missing (Safari). */
export function whenBrowserIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else setTimeout(run, 200);
}

/** `navigator.connection.saveData` (Chromium; other browsers do not say, so: false). */
export function prefersSavingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
