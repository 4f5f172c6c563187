import { REMOTE_NAMES } from '@csan/remotes';
import { pageOfRoutes } from '../federation/page-of-location';
import { preloadPage, preloadPageOf } from '../federation/preload-page';
import { registerRemotesFromConfig } from '../federation/register';
import { loadRouteTable } from '../federation/route-loader';
import { getRouteTable, setRouteTable } from '../routes/route-table';
import { loadRuntimeConfig, type RuntimeConfig } from './config';

let started: Promise<RuntimeConfig> | undefined;
/** config.json's remotes, for a Retry of the ones whose routes could not be read. */
let configured: Readonly<Record<string, string>> = {};

/**
 * The boot sequence before React: /config.json, the remotes registered from it, every remote's
 * routes (routes.json) and the current page's remote (manifest, entry, page chunk), fetched as
 * soon as the remote that serves the location has said so. Called by the early-start runtime
 * plugin while the shared chunks are still downloading, and by main.tsx, which awaits the same
 * promise: it runs once per page. A remote absent from config.json or whose routes cannot be
 * read is `missing`: its section shows the unavailable panel, nothing else is affected.
 */
export function startBoot(
  location: Pick<Location, 'host' | 'pathname' | 'href'>,
): Promise<RuntimeConfig> {
  started ??= loadRuntimeConfig().then(async (config) => {
    registerRemotesFromConfig(config.remotes);
    configured = config.remotes;
    let preloaded = false;
    const { routes, failed } = await loadRouteTable(config.remotes, {
      base: location.href,
      onRemote: (_remote, remoteRoutes) => {
        const page = preloaded ? null : pageOfRoutes(remoteRoutes, location);
        if (page) {
          preloaded = true;
          preloadPage(page);
        }
      },
    });
    const absent = REMOTE_NAMES.filter((name) => !(name in config.remotes));
    for (const name of absent) console.error(`[csan] remote "${name}" is not in /config.json`);
    setRouteTable({ routes, missing: [...absent, ...failed] });
    if (!preloaded) preloadPageOf(location);
    return config;
  });
  return started;
}

/**
 * Retry of a section whose remote's routes could not be read: reads them again for every such
 * remote that config.json names, without reloading the page (the route then renders as soon as
 * its remote answers). False when none can be retried this way (a remote absent from
 * config.json: only a reload reads config.json again).
 */
export async function retryMissingRoutes(): Promise<boolean> {
  const { missing } = getRouteTable();
  const again = missing.filter((name) => name in configured);
  if (again.length === 0) return false;
  const entries = Object.fromEntries(again.map((name) => [name, configured[name] as string]));
  const result = await loadRouteTable(entries);
  const current = getRouteTable();
  setRouteTable({
    routes: [...current.routes, ...result.routes],
    missing: current.missing.filter(
      (name) => !again.includes(name) || result.failed.includes(name),
    ),
  });
  return true;
}
