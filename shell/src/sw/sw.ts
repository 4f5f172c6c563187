/// <reference lib="webworker" />
// The portal's service worker (docs/offline.md): bundled by @csan/rspack-config's
// ServiceWorkerPlugin into the shell's dist as /sw.js (served no-cache, so a new one is seen at
// the next visit). Runtime caching only, nothing precached but the shell's document: a phone
// keeps what it has used, and downloads no remote it has not opened.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FROM_CACHE, KEEP, SIGNED_OUT } from './messages';
import {
  CACHE_PREFIX,
  DATA_CACHE_PREFIX,
  type DataOwner,
  DEPLOY_CACHE,
  dataCacheKey,
  dataCacheName,
  dataOwner,
  PAGES_CACHE,
  type RequestKind,
  requestKind,
  STATIC_CACHE,
} from './rules';

declare const self: ServiceWorkerGlobalScope;

/** The shell's document: the offline answer for a page never opened on this device. */
const SHELL_DOCUMENT = '/index.html';
const SAVED_AT = 'x-csan-saved-at';
const DAY = 24 * 60 * 60;

// Nothing in the caches depends on this worker's version, so a new worker takes over at once.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES_CACHE);
      await cache.add(new Request(SHELL_DOCUMENT, { cache: 'no-cache' }));
      await self.skipWaiting();
    })(),
  );
});
clientsClaim();

/** A copy of an answer stamped with when it was fetched (the offline notice says it). */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(Date.now()));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Only complete answers are kept, stamped. */
const stampOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? stamped(response) : null),
};

/** A kept answer used because the network failed: the page says so (offline notice). */
const tellPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    if (cachedResponse) await notifyFromCache(event, cachedResponse);
    return cachedResponse;
  },
};

async function notifyFromCache(event: ExtendableEvent | undefined, response: Response) {
  const savedAt = Number(response.headers.get(SAVED_AT)) || null;
  const fetchEvent = event as FetchEvent | undefined;
  const id = fetchEvent?.clientId || fetchEvent?.resultingClientId;
  const client = id ? await self.clients.get(id) : undefined;
  const targets = client ? [client] : await self.clients.matchAll({ type: 'window' });
  for (const target of targets) target.postMessage({ type: FROM_CACHE, savedAt });
}

const kindIs =
  (kind: RequestKind) =>
  ({ request }: { request: Request }) =>
    requestKind({
      url: request.url,
      method: request.method,
      mode: request.mode,
      origin: self.location.origin,
    }) === kind;

registerRoute(
  kindIs('page'),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [stampOk, tellPage, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY })],
  }),
);
registerRoute(
  kindIs('deploy'),
  new NetworkFirst({
    cacheName: DEPLOY_CACHE,
    plugins: [stampOk, new ExpirationPlugin({ maxEntries: 60 })],
  }),
);
registerRoute(
  kindIs('immutable'),
  new CacheFirst({
    cacheName: STATIC_CACHE,
    plugins: [
      stampOk,
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/** One strategy per data owner: each member's reads live in a cache of their own. */
const dataStrategies = new Map<string, NetworkFirst>();
function dataStrategy(owner: DataOwner): NetworkFirst {
  const cacheName = dataCacheName(owner);
  let strategy = dataStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      plugins: [
        {
          // PostgREST answers the same URL differently by these headers: keep them apart.
          cacheKeyWillBeUsed: async ({ request }) =>
            new Request(dataCacheKey(request.url, request.headers)),
        },
        stampOk,
        tellPage,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    });
    dataStrategies.set(cacheName, strategy);
  }
  return strategy;
}

registerRoute(kindIs('data'), async ({ request, event }) => {
  const owner = dataOwner(request.headers.get('authorization'));
  if (!owner) return fetch(request);
  return dataStrategy(owner).handle({ request, event: event as FetchEvent });
});

// A sign-out (any origin's /auth/v1/logout, or the page's message) deletes every kept answer
// of every member: the next person on this device starts with nothing of theirs.
async function forgetMembers() {
  const names = (await caches.keys()).filter((n) => n.startsWith(`${DATA_CACHE_PREFIX}u-`));
  // The expiration plugin's records (IndexedDB) name each kept URL, which can hold a member's
  // id or search words: they go with the cache.
  await Promise.all(
    names.map(async (n) => {
      await new CacheExpiration(n, { maxEntries: 1 }).delete();
      await caches.delete(n);
    }),
  );
  for (const name of [...dataStrategies.keys()]) {
    if (name.startsWith(`${DATA_CACHE_PREFIX}u-`)) dataStrategies.delete(name);
  }
}
registerRoute(
  kindIs('sign-out'),
  async ({ request, event }) => {
    (event as ExtendableEvent).waitUntil(forgetMembers());
    return fetch(request);
  },
  'POST',
);

// A page never opened here, offline: the shell's document (its app shows the offline notice).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await caches.match(SHELL_DOCUMENT, { cacheName: PAGES_CACHE });
    if (shell) return shell;
  }
  return Response.error();
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: unknown; files?: unknown } | null;
  if (data?.type === SIGNED_OUT) event.waitUntil(forgetMembers());
  if (data?.type === KEEP && typeof data.page === 'string' && Array.isArray(data.files)) {
    const files = data.files.filter((u): u is string => typeof u === 'string');
    event.waitUntil(keep(data.page, files));
  }
});

/**
 * The first page and the files it loaded before this worker controlled it (the browser's HTTP
 * cache still has them, so this costs revalidations at most), kept as if the worker had seen
 * them: that page, too, opens offline.
 */
async function keep(page: string, files: string[]) {
  const origin = self.location.origin;
  const cacheOf = (url: string) => {
    const kind = requestKind({ url, method: 'GET', mode: 'cors', origin });
    return kind === 'immutable' ? STATIC_CACHE : kind === 'deploy' ? DEPLOY_CACHE : null;
  };
  const wanted: [string, string][] = [];
  if (new URL(page).origin === origin) wanted.push([page, PAGES_CACHE]);
  for (const url of files) {
    const cacheName = cacheOf(url);
    if (cacheName) wanted.push([url, cacheName]);
  }
  await Promise.all(
    wanted.map(async ([url, cacheName]) => {
      const cache = await caches.open(cacheName);
      if (cacheName === STATIC_CACHE && (await cache.match(url))) return;
      try {
        const response = await fetch(url);
        if (response.status === 200) await cache.put(url, await stamped(response));
      } catch {
        // Offline already: nothing to keep.
      }
    }),
  );
}

// Caches of an older layout of this worker (a renamed cache) are deleted.
self.addEventListener('activate', (event) => {
  const known = [STATIC_CACHE, DEPLOY_CACHE, PAGES_CACHE];
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names
          .filter((n) => n.startsWith(CACHE_PREFIX))
          .filter((n) => !known.includes(n) && !n.startsWith(DATA_CACHE_PREFIX))
          .map((n) => caches.delete(n)),
      ),
    ),
  );
});
