// The messages between the pages and the worker (sw.ts), one constant each so that the first
// load (offline/connection.ts) carries only the ones it uses.

/** worker → page: this answer came from the cache; `savedAt` is when it was fetched (ms). */
export const FROM_CACHE = 'csan:from-cache';
/** page → worker: the user signed out; delete every member's kept data. */
export const SIGNED_OUT = 'csan:signed-out';
/** page → worker: keep this page and the same-origin files it loaded before the worker ran. */
export const KEEP = 'csan:keep';
