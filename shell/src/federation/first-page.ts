import type { RemotePages } from './page-cache';
import { pageOfLocation } from './page-of-location';

/**
 * How long the first render may wait for the page's remote. Its files were fetched since the
 * MF runtime started (boot/start.ts), so they are usually here already; a slow or dead remote
 * must not keep the header and footer from showing for longer than this.
 */
export const FIRST_PAGE_WAIT_MS = 1000;

/**
 * The same wait when a prerendered copy of the page is on screen (shell/src/prerender): header,
 * footer and page already show, so the app waits for the real page rather than replacing the
 * copy with a loading state and then the page again. A remote that fails ends the wait at once.
 */
export const PRERENDERED_FIRST_PAGE_WAIT_MS = 10_000;

/**
 * Loads the page the shell is about to render, at most `waitMs`, so React's first render shows
 * the page itself: one render and one paint of the content instead of a loading state, a second
 * render and a second paint. Resolves in every case (a failure is the route's to show).
 */
export async function prepareFirstPage(
  pages: RemotePages,
  location: Pick<Location, 'host' | 'pathname'>,
  waitMs = FIRST_PAGE_WAIT_MS,
): Promise<void> {
  const page = pageOfLocation(location);
  // A gated page may be refused (sign-in, tier, area flags): its access check, not the page,
  // decides the first render, so only its files were fetched early (boot/start.ts).
  if (!page || page.gated) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([pages.prepare(page.remote, page.expose), deadline]);
  clearTimeout(timer);
}
