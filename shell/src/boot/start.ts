import { preloadPageOf } from '../federation/preload-page';
import { registerRemotesFromConfig } from '../federation/register';
import { loadRuntimeConfig, type RuntimeConfig } from './config';

let started: Promise<RuntimeConfig> | undefined;

/**
 * The boot sequence before React: /config.json, the remotes registered from it, and the
 * current page's remote (manifest, entry, page chunk) fetched at once. Called by the early-start
 * runtime plugin while the shared chunks are still downloading, and by main.tsx, which awaits
 * the same promise: it runs once per page.
 */
export function startBoot(location: Pick<Location, 'host' | 'pathname'>): Promise<RuntimeConfig> {
  started ??= loadRuntimeConfig().then((config) => {
    registerRemotesFromConfig(config.remotes);
    preloadPageOf(location);
    return config;
  });
  return started;
}
