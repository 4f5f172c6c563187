/** The server-state provider, in its own chunk (TanStack Query with it). */
export function loadServerState() {
  return import(/* webpackChunkName: "server-state" */ './provider');
}
