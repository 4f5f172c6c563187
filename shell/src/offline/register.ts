import { KEEP } from '../sw/messages';

/**
 * Registers /sw.js (docs/offline.md), loaded after the page's `load` so it adds nothing to the
 * first load. On the visit that installs the worker, the page it could not see is handed to it
 * (the document and the files it already loaded), so that page too opens offline.
 */
export async function registerServiceWorker(target: Window = window): Promise<void> {
  const container = target.navigator.serviceWorker;
  if (!container) return;
  const alreadyControlled = Boolean(container.controller);
  await container.register('/sw.js');
  // The offline notice's code, fetched now (through the worker once it runs) so that it is at
  // hand when the network is not.
  await import('./OfflineNotice');
  if (alreadyControlled) return;
  const registration = await container.ready;
  const files = target.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === target.location.origin);
  registration.active?.postMessage({ type: KEEP, page: target.location.href, files });
}
