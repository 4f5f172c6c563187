// Runs in the early boot (boot/start.ts): imports nothing shared. The route data rule itself
// comes from shared-auth's file, a pure module (as page-of-location does for areaFromHost).
import { parseRouteData, ROUTES_FILE, type RouteData } from '../../../shared-auth/src/route-data';
import { takeEarlyResponse } from '../boot/early-responses';
import type { LiveRoute } from '../routes/route-table';
import { emitRemoteEvent } from './remote-events';

/** A remote that does not answer within this is treated as missing (its section unavailable). */
export const ROUTES_TIMEOUT_MS = 5000;

/** A remote's routes.json: beside its mf-manifest.json, wherever config.json points it. */
export function routesUrlOf(entry: string, base: string): string {
  return new URL(ROUTES_FILE, new URL(entry, base)).href;
}

async function fetchRoutes(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<RouteData[]> {
  // The early script's request when it made one (boot/early-fetch.ts), under the same timeout.
  const signal = AbortSignal.timeout(timeoutMs);
  const early = takeEarlyResponse(url);
  const timedOut = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  const response = (await Promise.race([early, timedOut])) ?? (await fetchImpl(url, { signal }));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseRouteData(await response.json());
}

/**
 * Reads every configured remote's routes at once. A remote whose file is unreachable, slow or
 * invalid is reported and listed as missing: it fails alone, every other route still works.
 * `onRemote` hears each remote's routes as they arrive (the early preload of the current page).
 */
export async function loadRouteTable(
  remotes: Readonly<Record<string, string>>,
  {
    base = window.location.href,
    fetchImpl = fetch,
    timeoutMs = ROUTES_TIMEOUT_MS,
    onRemote,
  }: {
    base?: string;
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
    onRemote?: (remote: string, routes: readonly LiveRoute[]) => void;
  } = {},
): Promise<{ routes: LiveRoute[]; failed: string[] }> {
  const names = Object.keys(remotes);
  const results = await Promise.all(
    names.map(async (remote) => {
      try {
        const url = routesUrlOf(remotes[remote] as string, base);
        const routes = (await fetchRoutes(url, fetchImpl, timeoutMs)).map((r) => ({
          ...r,
          remote,
        }));
        onRemote?.(remote, routes);
        return routes;
      } catch (error) {
        // Reported once the reporter is connected (remote-events.ts: this runs in the early boot).
        emitRemoteEvent({ kind: 'failure', remote, error, lifecycle: 'routes' });
        return null;
      }
    }),
  );
  return {
    routes: results.flatMap((routes) => routes ?? []),
    failed: names.filter((_, i) => results[i] === null),
  };
}
