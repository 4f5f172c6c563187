import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageLoader } from './load-page';

export type RemotePages = {
  /** The lazy component of one exposed page; the same object until its remote is retried. */
  page(remote: string, expose: string): LazyExoticComponent<ComponentType>;
  /** Forget what is cached for `remote` so the next render loads it again. */
  retry(remote: string): void;
};

/**
 * Lazy page components, one per exposed module, kept across navigations so going back to a
 * page does not flash a spinner. A failed load is dropped at once: the next visit, or Retry,
 * asks the loader again instead of replaying the cached rejection.
 */
export function createRemotePages(
  load: PageLoader,
  beforeRetry: (remote: string) => void,
): RemotePages {
  const cache = new Map<string, LazyExoticComponent<ComponentType>>();
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
    retry(remote) {
      beforeRetry(remote);
      for (const key of cache.keys()) if (key.startsWith(`${remote}/`)) cache.delete(key);
    },
  };
}
