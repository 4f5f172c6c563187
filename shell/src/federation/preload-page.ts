import { preloadRemote } from '@module-federation/enhanced/runtime';
import { pageOfLocation, type RemotePage } from './page-of-location';
import { pageShared } from './page-shared';

/**
 * Starts downloading a remote page the shell is about to render (its manifest, remoteEntry and
 * the page's own chunks) without running it. Only the remote's files: `share: false`, since the
 * shell provides every shared module and a remote's fallback copies must not download.
 * A failure is left to the route itself, whose loadRemote reports it and shows the
 * unavailable panel (the failed manifest is not cached by MF).
 */
export function preloadPage(page: Pick<RemotePage, 'remote' | 'expose'>): void {
  preloadRemote([
    { nameOrAlias: page.remote, exposes: [page.expose], share: false, depsRemote: false },
  ]).catch(() => undefined);
}

/**
 * The same, and the shared modules the page needs (page-shared.ts), for a page the visitor is
 * about to open in the running app (an intent on a link). Not for the early boot's preload of
 * the current page: the shell's share scope is not set up yet at that point.
 */
export function preloadPageAndShared(page: Pick<RemotePage, 'remote' | 'expose'>): void {
  pageShared.start(page.remote, page.expose);
  preloadPage(page);
}

/** The same for the page of a location (from the route table). */
export function preloadPageOf(location: Pick<Location, 'host' | 'pathname'>): void {
  const page = pageOfLocation(location);
  if (page) preloadPage(page);
}
