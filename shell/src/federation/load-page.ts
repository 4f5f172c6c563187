import { loadSupabase } from '@csan/shared-auth';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadServerState } from '../server-state/load';

export type PageModule = { default: ComponentType };
export type PageLoader = (remote: string, expose: string) => Promise<PageModule>;

/**
 * Remotes whose pages never touch Supabase. Every other remote's page may call getSupabase()
 * while rendering, so supabase-js (deferred at start-up for signed-out visitors) loads
 * alongside its code, and so does the shell's QueryClient, which the page is rendered in.
 */
const WITHOUT_SUPABASE: ReadonlySet<string> = new Set(['public_site']);

/** Loads exactly one exposed page module (`public_site/AboutPage`) through the MF runtime. */
export const loadRemotePage: PageLoader = async (remote, expose) => {
  const readsServer = !WITHOUT_SUPABASE.has(remote);
  const [module, , serverState] = await Promise.all([
    loadRemote<PageModule>(`${remote}/${expose}`),
    readsServer ? loadSupabase() : null,
    readsServer ? loadServerState() : null,
  ]);
  if (!module?.default) {
    throw new Error(`${remote}/${expose} has no default-exported component`);
  }
  return serverState ? { default: serverState.withServerState(module.default) } : module;
};
