import { type ComponentType, lazy } from 'react';
import type { PageLoader } from './load-page';

export type RemotePages = {
  /**
   * The component of one exposed page; the same object until its remote is retried. A lazy
   * component, or the page itself when `prepare` already loaded it (no Suspense fallback then).
   */
  page(remote: string, expose: string): ComponentType;
  /**
   * Loads a page ahead of its first render (the page being opened, before React starts), so
   * that render shows it at once instead of a loading state first. Never rejects: a failure is
   * left to the route, which loads again and shows its unavailable panel.
   */
  prepare(remote: string, expose: string): Promise<void>;
  /** Forget what is cached for `remote` so the next render loads it again. */
  retry(remote: string): void;
};

/**
 * Page components, one per exposed module, kept across navigations so going back to a page does
 * not flash a spinner. A failed load is dropped at once: the next visit, or Retry, asks the
 * loader again instead of replaying the cached rejection.
 */
export function createRemotePages(
  load: PageLoader,
  beforeRetry: (remote: string) => void,
): RemotePages {
  const cache = new Map<string, ComponentType>();
  return {
    page(remote, expose) {
      const key = `${remote}/${expose}`;
      let page = cache.get(key);
      if (!page) {
        page = lazy(() =>
          load(remote, expose).catch((error: unknown) => {
            cache.delete(key);
            throw error;
          }),
        );
        cache.set(key, page);
      }
      return page;
    },
    async prepare(remote, expose) {
      const key = `${remote}/${expose}`;
      if (cache.has(key)) return;
      try {
        const module = await load(remote, expose);
        if (!cache.has(key)) cache.set(key, module.default);
      } catch {
        // The route's own load reports the failure (and shows the unavailable panel).
      }
    },
    retry(remote) {
      beforeRetry(remote);
      for (const key of cache.keys()) if (key.startsWith(`${remote}/`)) cache.delete(key);
    },
  };
}
