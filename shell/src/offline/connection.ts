import { FROM_CACHE, SIGNED_OUT } from '../sw/messages';

/**
 * What the offline notice shows: whether the browser is offline, and since when the oldest
 * answer the service worker gave from its cache was saved (null: none, all data is live).
 * Part of the first load, so kept tiny; the notice's own code loads only when it is needed.
 */
export interface Connection {
  offline: boolean;
  savedAt: number | null;
}

let current: Connection = { offline: false, savedAt: null };
const listeners = new Set<() => void>();

function set(next: Connection) {
  current = next;
  for (const listener of listeners) listener();
}

export const connection = {
  get: (): Connection => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Starts listening, before any data is asked for: the browser's online/offline events, and
 * the worker's "answered from the cache" messages (shell/src/sw/sw.ts).
 */
export function watchConnection(target: Window = window) {
  current = { offline: target.navigator.onLine === false, savedAt: null };
  target.addEventListener('offline', () => set({ ...current, offline: true }));
  // Back online: the next answers are live again.
  target.addEventListener('online', () => set({ offline: false, savedAt: null }));
  target.navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; savedAt?: unknown } | null;
    if (data?.type !== FROM_CACHE) return;
    const savedAt = typeof data.savedAt === 'number' ? data.savedAt : Date.now();
    set({ ...current, savedAt: Math.min(savedAt, current.savedAt ?? savedAt) });
  });
}

/** Tells the offline worker to forget every member's kept data (a sign-out on this device). */
export function forgetMemberData(target: Window = window) {
  target.navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT });
}
